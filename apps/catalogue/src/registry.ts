/**
 * The systems as loaded modules. Each system is its own chunk (systems/index.ts); a caller
 * awaits `loadSystem` (the web app, when a system's page opens) or `loadAllSystems` (the
 * server, at start) and then reads the module synchronously. The platform module (shared
 * master data every system may look up) is always present.
 */
import type { EnumDefinition, EnumOption, FieldDefinition } from './model/fields';
import type { PageDefinition } from './model/pages';
import type { ReportDefinition } from './model/reports';
import type { ResourceDefinition } from './model/resource';
import type { ModuleDefinition } from './model/system';
import { platform } from './platform';
import { systemLoaders, type SystemCode } from './systems';

export type { SystemCode };

export const PLATFORM = platform.system;

type Loader = () => Promise<{ default: ModuleDefinition }>;
const loaders = new Map<string, Loader>(Object.entries(systemLoaders));

/** Every system code a user can pick, in catalogue order. */
export const systemCodes: string[] = [...loaders.keys()];

const loaded = new Map<string, ModuleDefinition>([[PLATFORM, platform]]);

export function isSystemCode(code: string): code is SystemCode {
  return loaders.has(code);
}

/**
 * Adds a system that is not in systems/index.ts (a test's throwaway system, or one an embedding
 * application brings); it then loads and serves like the others.
 */
export function registerSystem(code: string, loader: Loader): void {
  if (loaders.has(code) || code === PLATFORM) throw new Error(`system ${code} exists`);
  loaders.set(code, loader);
  systemCodes.push(code);
}

/** Removes a system `registerSystem` added (a test's throwaway system, once its test is done). */
export function unregisterSystem(code: string): void {
  if (code in systemLoaders) throw new Error(`system ${code} is part of the catalogue`);
  if (!loaders.delete(code)) return;
  loaded.delete(code);
  systemCodes.splice(systemCodes.indexOf(code), 1);
}

/** Loads one system's chunk (once) and returns its module. */
export async function loadSystem(code: string): Promise<ModuleDefinition> {
  const known = loaded.get(code);
  if (known) return known;
  const loader = loaders.get(code);
  if (!loader) throw new Error(`unknown system ${code}`);
  const mod = (await loader()).default;
  if (mod.system !== code) throw new Error(`system folder ${code} declares ${mod.system}`);
  loaded.set(code, mod);
  return mod;
}

/** Every system, in catalogue order (the server and tests). */
export async function loadAllSystems(): Promise<ModuleDefinition[]> {
  return Promise.all(systemCodes.map(loadSystem));
}

/** A loaded module (the platform or a system loaded before). */
export function moduleOf(system: string): ModuleDefinition | undefined {
  return loaded.get(system);
}

/** The loaded system modules (not the platform), in catalogue order. */
export function loadedSystems(): ModuleDefinition[] {
  return systemCodes.flatMap((code) => loaded.get(code) ?? []);
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

/** An enum of the system, else of the platform (shared master data brings its enums along). */
export function findEnum(system: string, code: string): EnumDefinition | undefined {
  return moduleOf(system)?.enums.find((e) => e.code === code) ?? platform.enums.find((e) => e.code === code);
}

/** The enums a system's calls answer: its own and the platform's its fields use. */
export function enumsOf(mod: ModuleDefinition): EnumDefinition[] {
  const used = new Set(mod.resources.flatMap((r) => r.fields.flatMap((f) => (f.enum ? [f.enum] : []))));
  const own = new Set(mod.enums.map((e) => e.code));
  return [...mod.enums, ...platform.enums.filter((e) => used.has(e.code) && !own.has(e.code))];
}

/** The values an enum field allows (undefined when it names no enum). */
export function enumValuesOf(system: string, f: FieldDefinition): string[] | undefined {
  return f.enum ? findEnum(system, f.enum)?.options.map((o) => o.value) : undefined;
}

/** The option of an enum value (its label and tag colour), undefined when unknown. */
export function enumOption(system: string, code: string, value: unknown): EnumOption | undefined {
  return findEnum(system, code)?.options.find((o) => o.value === String(value));
}

/** Label of an enum value, or the value itself when unknown. */
export function enumLabel(system: string, code: string, value: unknown): string {
  return enumOption(system, code, value)?.label ?? (value == null ? '' : String(value));
}

/** The resource a lookup field points at: in its own system unless it names another (or the platform). */
export function lookupTarget(system: string, f: FieldDefinition): ResourceDefinition {
  const where = f.lookup?.system ?? system;
  const target = findResource(where, f.lookup?.resource ?? '');
  if (!target) throw new Error(`lookup target missing: ${system}.${f.key} → ${where}.${f.lookup?.resource}`);
  return target;
}
