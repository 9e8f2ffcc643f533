/** Every catalogue-driven module: per system its resources, enums, reports and pages. */
import { examplePages, exampleEnums, exampleResources } from './examples';
import { ljszyEnums, ljszyPages, ljszyReports, ljszyResources } from './ljszy';
import type { EnumDefinition } from './model/fields';
import type { PageDefinition } from './model/pages';
import type { ReportDefinition } from './model/reports';
import type { ResourceDefinition } from './model/resource';

export interface ModuleDefinition {
  system: string;
  resources: readonly ResourceDefinition[];
  enums: readonly EnumDefinition[];
  reports: readonly ReportDefinition[];
  pages: readonly PageDefinition[];
}

function exampleModule(system: string): ModuleDefinition {
  return { system, resources: exampleResources.filter((r) => r.system === system), enums: exampleEnums, reports: [], pages: examplePages[system] ?? [] };
}

export const modules: readonly ModuleDefinition[] = [
  { system: 'ljszy', resources: ljszyResources, enums: ljszyEnums, reports: ljszyReports, pages: ljszyPages },
  ...Object.keys(examplePages).map(exampleModule),
];

export function moduleOf(system: string): ModuleDefinition | undefined {
  return modules.find((m) => m.system === system);
}

export function findResource(system: string, key: string): ResourceDefinition | undefined {
  return moduleOf(system)?.resources.find((r) => r.key === key);
}

export function findReport(system: string, key: string): ReportDefinition | undefined {
  return moduleOf(system)?.reports.find((r) => r.key === key);
}

export function findPage(system: string, key: string): PageDefinition | undefined {
  return moduleOf(system)?.pages.find((p) => p.key === key);
}

export function findEnum(system: string, code: string): EnumDefinition | undefined {
  return moduleOf(system)?.enums.find((e) => e.code === code);
}

/** Label of an enum value, or the value itself when unknown. */
export function enumLabel(system: string, code: string, value: unknown): string {
  const option = findEnum(system, code)?.options.find((o) => o.value === String(value));
  return option?.label ?? (value == null ? '' : String(value));
}
