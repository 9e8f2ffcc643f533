/**
 * What a business call needs (docs/decisions/0330): the generic calls say it as they register
 * (crud-routes, report-routes, workflow…); a system's own routes may say it, and otherwise get a
 * default from their path — the page's view for reads, the action's function for a declared
 * action the system answers — while an undeclared write needs the whole system (only users
 * holding it whole may make it; the server warns at start and the contract test lists it).
 */
import { actionCode, moduleOf, opCode, PLATFORM, systemFunctions, viewCode, type ModuleDefinition, type SystemFunctions } from '../../../catalogue/src';
import { actionPath } from '../../../catalogue/src';

/** A need as a route declares it. */
export type Need =
  /** Any function of the system: labels of selects, enums. */
  | { system: true }
  /** Reading a resource or report of the system (by key). */
  | { read: string }
  /** Any of these function codes. */
  | { fn: string | readonly string[] }
  /** A resource's create without an id, its edit with one. */
  | { upsert: string }
  /** The view of any page of these kinds (the platform's GPS calls behind 车辆运行's maps). */
  | { pageKinds: readonly string[] }
  /** The whole system (a write that declared nothing: roles granting functions one by one never reach it). */
  | { whole: true };

/** A need resolved against the system's functions. */
export type ResolvedNeed =
  | { kind: 'system' }
  | { kind: 'whole' }
  | { kind: 'any'; codes: readonly string[] }
  | { kind: 'upsert'; create: string; edit: string };

const functionsCache = new Map<string, SystemFunctions>();

/** The functions of a loaded system (computed once per start). */
export function functionsOf(system: string): SystemFunctions | undefined {
  const known = functionsCache.get(system);
  if (known) return known;
  const mod = moduleOf(system);
  if (!mod || system === PLATFORM) return undefined;
  const fns = systemFunctions(mod);
  functionsCache.set(system, fns);
  return fns;
}

/** Test systems registered later (adding-a-system) are computed afresh. */
export function forgetFunctions(system: string): void {
  functionsCache.delete(system);
}

function any(codes: readonly string[]): ResolvedNeed {
  return codes.length ? { kind: 'any', codes: [...new Set(codes)] } : { kind: 'system' };
}

export function resolveNeed(system: string, need: Need): ResolvedNeed {
  const fns = functionsOf(system);
  if (!fns || 'system' in need) return { kind: 'system' };
  if ('whole' in need) return { kind: 'whole' };
  if ('fn' in need) return any(typeof need.fn === 'string' ? [need.fn] : need.fn);
  // Data no page shows and nobody acts on is only ever read as labels: any user of the system.
  if ('read' in need) return any(fns.readers.get(need.read) ?? []);
  if ('upsert' in need) return { kind: 'upsert', create: opCode(need.upsert, 'create'), edit: opCode(need.upsert, 'edit') };
  const mod = moduleOf(system)!;
  return any(mod.pages.filter((p) => need.pageKinds.includes(p.kind)).map((p) => viewCode(p.key)));
}

/** Call names that only read (list, look up, download). */
const READ_NAME = /^(get|load|query|list|page|select|search|find|count|stat|detail|view|download|export|tree|print|history|info)|(List|Page|Tree|Info|Detail|Data|Count|Url|Stat|Stats)$/;

/** The last segment of a path without its extension (.smvc, .jhtml, .sa). */
const callName = (path: string) => (path.split('/').pop() ?? '').replace(/\.[a-z]+$/, '');

/**
 * The need of a system's own route that declared none: a declared action answered by the system
 * needs the action's function; a read needs the view of a page naming the call (a video wall's
 * `live`) or reading the resource whose base it is under; anything else needs the whole system.
 */
export function defaultNeed(mod: ModuleDefinition, method: 'GET' | 'POST', path: string): Need {
  const actions = mod.resources.flatMap((r) => (r.actions ?? []).filter((a) => actionPath(r, a) === path).map((a) => actionCode(r, a)));
  if (actions.length) return { fn: actions };
  const name = callName(path);
  if (method === 'POST' && !READ_NAME.test(name)) return { whole: true };
  const base = mod.resources
    .filter((r) => path.startsWith(`${r.endpoints.base}/`))
    .sort((a, b) => b.endpoints.base.length - a.endpoints.base.length)[0];
  if (base) return /^(export|download)/.test(name) && base.operations.includes('export') ? { fn: opCode(base.key, 'export') } : { read: base.key };
  const report = mod.reports.find((r) => r.call === path || r.export === path);
  if (report) return { read: report.key };
  const pages = mod.pages.filter((p) => mentions(p, path)).map((p) => viewCode(p.key));
  return pages.length ? { fn: pages } : { system: true };
}

/** Whether a page's declaration names this call or the base it is under. */
function mentions(page: object, path: string): boolean {
  const walk = (v: unknown): boolean =>
    typeof v === 'string' ? v.startsWith('/') && (v === path || path.startsWith(`${v}/`)) : Array.isArray(v) ? v.some(walk) : v && typeof v === 'object' ? Object.values(v).some(walk) : false;
  return walk(page);
}
