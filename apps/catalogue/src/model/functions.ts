/**
 * Function permissions, derived from a system's catalogue as data (docs/decisions/0330): no
 * system declares its functions, they follow from its menu, resources and reports.
 *
 * - every menu leaf has its view, `view:<page>`;
 * - every resource its operations `<resource>:create|edit|delete|export|import`, and each state
 *   action, document submit/cancel and workflow transition its own `<resource>:<key>`;
 * - every report with an export `<report>:export`;
 * - a page may declare more (`functions` of the page: 停用 of 用户管理), `<page>:<key>`.
 *
 * Reading a resource or report is allowed by the view of any page showing it (found by walking
 * the page's declaration for the system's resource and report keys) and by any function of its
 * own. The role editor shows the functions as a tree: menu group → page (its view) → functions,
 * a resource's functions under the first page that manages it.
 */
import type { PageDefinition, PageFunction } from './pages';

export type { PageFunction };
import type { ResourceDefinition } from './resource';
import type { ModuleDefinition } from './system';

/** Which rows of resources that declare a `scope` a role sees (decision 0330). */
export type DataScope = 'self' | 'dept' | 'deptTree' | 'all';
export const DATA_SCOPES: readonly DataScope[] = ['self', 'dept', 'deptTree', 'all'];

export type FunctionKind = 'view' | 'create' | 'edit' | 'delete' | 'export' | 'import' | 'action';

export interface FunctionDefinition {
  code: string;
  /** 查看, 新增, 编辑, 删除, 导出, 导入 or the action's own label. */
  label: string;
  kind: FunctionKind;
  /** The resource or report it acts on (its name tells functions of several resources on one page apart). */
  subject?: string;
}

export interface FunctionLeaf {
  /** The page key (menu leaf), or `@<resource>` for a resource no page manages. */
  key: string;
  title: string;
  /** The page's view first (absent for `@` leaves), then the functions it carries. */
  functions: FunctionDefinition[];
}

export interface FunctionGroup {
  key: string;
  title: string;
  leaves: FunctionLeaf[];
}

export interface SystemFunctions {
  system: string;
  name: string;
  groups: FunctionGroup[];
  /** Every function code of the system. */
  codes: string[];
  /** Function codes that let a user read a resource or report (by key). */
  readers: ReadonlyMap<string, readonly string[]>;
}

export const viewCode = (page: string) => `view:${page}`;
export const opCode = (subject: string, op: string) => `${subject}:${op}`;

const OPERATION_LABELS: Record<string, { label: string; kind: FunctionKind }> = {
  create: { label: '新增', kind: 'create' },
  edit: { label: '编辑', kind: 'edit' },
  delete: { label: '删除', kind: 'delete' },
  export: { label: '导出', kind: 'export' },
  import: { label: '导入', kind: 'import' },
};

/** The function a resource operation needs (batchDelete is a delete). */
export function operationCode(resource: string, op: string): string {
  return opCode(resource, op === 'batchDelete' ? 'delete' : op);
}

/** The function of a state action: an action sent through update is an edit. */
export function actionCode(resource: ResourceDefinition, action: { key: string; call: string }): string {
  return action.call === 'update' ? opCode(resource.key, 'edit') : opCode(resource.key, action.key);
}

/** The functions of one resource, in the order its buttons show. */
export function resourceFunctions(resource: ResourceDefinition): FunctionDefinition[] {
  const out: FunctionDefinition[] = [];
  const ops = new Set<string>(resource.operations.map((op) => (op === 'batchDelete' ? 'delete' : op)));
  if (resource.singleton) ops.add('edit');
  if (resource.workflow) ops.add('create');
  for (const op of ['create', 'edit', 'delete', 'export', 'import']) {
    if (ops.has(op)) out.push({ code: opCode(resource.key, op), ...OPERATION_LABELS[op]!, subject: resource.name });
  }
  for (const action of resource.actions ?? []) {
    if (action.call === 'update') continue;
    out.push({ code: opCode(resource.key, action.key), label: action.label, kind: 'action', subject: resource.name });
  }
  for (const t of resource.workflow?.transitions ?? []) out.push({ code: opCode(resource.key, t.key), label: t.label, kind: 'action', subject: resource.name });
  if (resource.workflow?.deletable && !ops.has('delete')) out.push({ code: opCode(resource.key, 'delete'), ...OPERATION_LABELS.delete!, subject: resource.name });
  return dedupe(out);
}

function dedupe(list: FunctionDefinition[]): FunctionDefinition[] {
  const seen = new Set<string>();
  return list.filter((f) => !seen.has(f.code) && Boolean(seen.add(f.code)));
}

/**
 * Page kinds that show records to manage, by preference: a resource's functions sit under the
 * first list (tree, settings) showing it, else under the first map or tree of reports.
 */
const MANAGING = [new Set(['list', 'tree', 'treeTable', 'settings']), new Set(['reportTree', 'layers'])];
const manages = (kind: string) => MANAGING.some((set) => set.has(kind));

/**
 * The resource and report keys a page reads: every string in its declaration (but its own key
 * and title) that names one of the system's resources or reports.
 */
export function pageReads(mod: ModuleDefinition, page: PageDefinition): Set<string> {
  const keys = new Set([...mod.resources.map((r) => r.key), ...mod.reports.map((r) => r.key)]);
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (keys.has(value)) found.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') for (const v of Object.values(value)) walk(v);
  };
  for (const [k, v] of Object.entries(page)) if (k !== 'key' && k !== 'title') walk(v);
  // A resource's detail shows its lines and related records; the settings page its history.
  for (const key of [...found]) {
    const r = mod.resources.find((x) => x.key === key);
    if (r?.lines) found.add(r.lines.resource);
    for (const rel of r?.related ?? []) found.add(rel.resource);
  }
  return found;
}

/** The functions of one system as the role editor shows them, and who may read what. */
export function systemFunctions(mod: ModuleDefinition): SystemFunctions {
  const pages = new Map(mod.pages.map((p) => [p.key, p]));
  const reads = new Map([...pages.values()].map((p) => [p.key, pageReads(mod, p)]));
  const placed = new Set<string>();
  const leafFunctions = (page: PageDefinition | undefined): FunctionDefinition[] => {
    if (!page) return [];
    const out: FunctionDefinition[] = [];
    const read = reads.get(page.key) ?? new Set<string>();
    const own = (page as { functions?: readonly PageFunction[] }).functions ?? [];
    for (const f of own) out.push({ code: opCode(page.key, f.key), label: f.label, kind: 'action' });
    if (manages(page.kind)) {
      for (const r of mod.resources) {
        if (!read.has(r.key) || placed.has(r.key)) continue;
        placed.add(r.key);
        out.push(...resourceFunctions(r));
      }
    }
    for (const report of mod.reports) {
      if (!read.has(report.key) || !report.export || placed.has(`report:${report.key}`)) continue;
      placed.add(`report:${report.key}`);
      out.push({ code: opCode(report.key, 'export'), label: '导出', kind: 'export', subject: report.title });
    }
    return out;
  };
  // Lists claim their resources first (in menu order), then maps and report trees, then the
  // other pages their reports' exports.
  const claimed = new Map<string, FunctionDefinition[]>();
  const leaves = mod.menus.flatMap((g) => g.children);
  const passes = [...MANAGING.map((set) => (kind: string) => set.has(kind)), (kind: string) => !manages(kind)];
  for (const pass of passes) {
    for (const leaf of leaves) {
      const page = pages.get(leaf.key);
      if (!page || !pass(page.kind)) continue;
      claimed.set(leaf.key, [...(claimed.get(leaf.key) ?? []), ...leafFunctions(page)]);
    }
  }
  const groups: FunctionGroup[] = mod.menus.map((g) => ({
    key: g.key,
    title: g.name,
    leaves: g.children.map((leaf) => ({
      key: leaf.key,
      title: leaf.name,
      functions: [{ code: viewCode(leaf.key), label: '查看', kind: 'view' as const }, ...(claimed.get(leaf.key) ?? [])],
    })),
  }));
  const orphans = mod.resources.filter((r) => !placed.has(r.key) && resourceFunctions(r).length > 0);
  const orphanReports = mod.reports.filter((r) => r.export && !placed.has(`report:${r.key}`));
  if (orphans.length || orphanReports.length) {
    groups.push({
      key: 'other',
      title: '其他功能',
      leaves: [
        ...orphans.map((r) => ({ key: `@${r.key}`, title: r.name, functions: resourceFunctions(r) })),
        ...orphanReports.map((r) => ({ key: `@${r.key}`, title: r.title, functions: [{ code: opCode(r.key, 'export'), label: '导出', kind: 'export' as const, subject: r.title }] })),
      ],
    });
  }
  const codes = dedupe(groups.flatMap((g) => g.leaves.flatMap((l) => l.functions))).map((f) => f.code);
  // Readers: the views of pages reading a key, and the key's own functions.
  const readers = new Map<string, string[]>();
  const add = (key: string, code: string) => readers.set(key, [...new Set([...(readers.get(key) ?? []), code])]);
  for (const [pageKey, keys] of reads) for (const key of keys) add(key, viewCode(pageKey));
  for (const code of codes) {
    const subject = code.slice(0, code.lastIndexOf(':'));
    if (!code.startsWith('view:')) add(subject, code);
  }
  return { system: mod.system, name: mod.name, groups, codes, readers };
}

/** The leaf key of a menu row's id (`<system>-<group>-<leaf>`). */
export function leafKeyOfMenuId(menuId: string): string {
  return menuId.split('-').slice(2).join('-');
}
