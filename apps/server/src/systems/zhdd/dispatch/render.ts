/**
 * A dispatch's instruction: the mode's message template with its placeholders filled —
 * {区域} {车辆} {人员} {时限} {等级} {场景} — so the crews read names, not blanks.
 */
import { enumLabel } from '../../../../../catalogue/src';
import { SYSTEM } from '../shared';

export interface RenderFacts {
  areaName: string;
  cars: readonly string[];
  staff: readonly string[];
  responseMinutes: number;
  responseLevel: string;
  scenario: string;
}

const list = (names: readonly string[], unit: string) => (names.length ? `${names.slice(0, 5).join('、')}${names.length > 5 ? ` 等 ${names.length} ${unit}` : ''}` : `（无${unit === '辆' ? '车辆' : '人员'}）`);

export function renderInstruction(template: string, f: RenderFacts): string {
  const values: Record<string, string> = {
    区域: f.areaName,
    车辆: list(f.cars, '辆'),
    人员: list(f.staff, '人'),
    时限: String(f.responseMinutes),
    等级: enumLabel(SYSTEM, 'zhddResponseLevel', f.responseLevel) ?? f.responseLevel,
    场景: enumLabel(SYSTEM, 'zhddScenario', f.scenario) ?? f.scenario,
  };
  return template.replace(/\{(区域|车辆|人员|时限|等级|场景)\}/g, (_m, key: string) => values[key]!);
}
