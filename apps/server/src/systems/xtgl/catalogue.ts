/** The systems the server loaded, as 系统管理's lookups read them (names, resources, enums, menus). */
import { moduleOf, PLATFORM, systemCodes, type ModuleDefinition } from '../../../../catalogue/src';
import { SYSTEM_NAMES } from '../../../../catalogue/src/systems/xtgl/enums';

/** The platform, then every loaded system in /navigation's order (the browser's screens load one). */
export function loadedModules(): ModuleDefinition[] {
  return [PLATFORM, ...systemCodes].flatMap((code) => moduleOf(code) ?? []);
}

const NAMES = new Map(SYSTEM_NAMES);

export function systemName(code: string): string {
  return moduleOf(code)?.name ?? NAMES.get(code) ?? code;
}

/** A resource's Chinese name from `<system>.<key>`; the key itself when the system is unknown. */
export function resourceName(resource: string): string {
  const [system, key] = resource.split('.');
  return moduleOf(system ?? '')?.resources.find((r) => r.key === key)?.name ?? key ?? resource;
}

const BASIC: Record<string, string> = { create: '新增', update: '修改', delete: '删除', import: '导入' };

/** An audit action's label: the four basic ones, else the resource's state action or workflow step by key. */
export function actionLabel(resource: string, action: string): string {
  if (BASIC[action]) return BASIC[action]!;
  const [system, key] = resource.split('.');
  const r = moduleOf(system ?? '')?.resources.find((x) => x.key === key);
  return r?.actions?.find((a) => a.key === action)?.label ?? r?.workflow?.transitions.find((t) => t.key === action)?.label ?? action;
}
