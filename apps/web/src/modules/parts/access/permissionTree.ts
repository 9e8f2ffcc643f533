/**
 * The role editor's tree (decision 0330), pure: systems → menu groups → pages → functions as
 * checkable nodes, the role's functions as checked keys and back. A page's functions need its
 * view: ticking one ticks the view, unticking the view unticks them. A system ticked whole is
 * stored as 'all' (its functions now and later).
 */
import type { TreeNode } from '../../../../../../src/components/Tree/treeModel';
import type { FunctionDefinition, FunctionGroup } from '../../../../../catalogue/src/model/functions';

export interface SystemTree {
  code: string;
  name: string;
  groups: readonly FunctionGroup[];
}

/** Per system: every function ('all') or these codes. */
export type RoleFunctions = Record<string, 'all' | string[]>;

const SEP = '\u0001';
export const fnKey = (system: string, code: string) => `f${SEP}${system}${SEP}${code}`;
const pageKey = (system: string, page: string) => `p${SEP}${system}${SEP}${page}`;
const groupKey = (system: string, group: string) => `g${SEP}${system}${SEP}${group}`;
export const systemKey = (system: string) => `s${SEP}${system}`;

/** The function code of a leaf key, with its system; null for group nodes. */
export function parseFnKey(key: string): { system: string; code: string } | null {
  const [kind, system, code] = key.split(SEP);
  return kind === 'f' && system && code ? { system, code } : null;
}

/** A function's title: its label, with its subject where a page carries several resources' functions. */
function fnTitle(f: FunctionDefinition, several: boolean): string {
  return several && f.subject ? `${f.subject} · ${f.label}` : f.label;
}

export function treeNodes(systems: readonly SystemTree[]): TreeNode[] {
  return systems.map((s) => ({
    key: systemKey(s.code),
    title: s.name,
    children: s.groups.map((g) => ({
      key: groupKey(s.code, g.key),
      title: g.title,
      children: g.leaves.map((leaf): TreeNode => {
        const view = leaf.functions.find((f) => f.kind === 'view');
        const others = leaf.functions.filter((f) => f.kind !== 'view');
        // A page that only opens is one node; one with buttons lists 查看 and each button.
        if (view && !others.length) return { key: fnKey(s.code, view.code), title: leaf.title };
        const several = new Set(others.map((f) => f.subject)).size > 1;
        return {
          key: pageKey(s.code, leaf.key),
          title: leaf.title,
          children: leaf.functions.map((f) => ({ key: fnKey(s.code, f.code), title: fnTitle(f, several) })),
        };
      }),
    })),
  }));
}

/** Every function code of a system, in tree order. */
export function systemCodes(s: SystemTree): string[] {
  return s.groups.flatMap((g) => g.leaves.flatMap((l) => l.functions.map((f) => f.code)));
}

/** The checked keys for a role's functions: the functions' leaves and every parent they fill. */
export function checkedKeys(systems: readonly SystemTree[], value: RoleFunctions): string[] {
  const out: string[] = [];
  for (const s of systems) {
    const held = value[s.code];
    if (!held) continue;
    const codes = new Set(held === 'all' ? systemCodes(s) : held);
    const visit = (node: TreeNode): boolean => {
      const parsed = parseFnKey(node.key);
      const on = parsed ? codes.has(parsed.code) : (node.children ?? []).map(visit).every(Boolean) && (node.children?.length ?? 0) > 0;
      if (on) out.push(node.key);
      return on;
    };
    visit(treeNodes([s])[0]!);
  }
  return out;
}

/** The view code among a page's functions. */
const viewOf = (leaf: { functions: readonly FunctionDefinition[] }) => leaf.functions.find((f) => f.kind === 'view')?.code;

/**
 * The role's functions after the tree's check changed from `before` to `keys`: a newly ticked
 * function brings its page's view; a view unticked takes the page's functions with it.
 */
export function valueOf(systems: readonly SystemTree[], keys: readonly string[], before: RoleFunctions): RoleFunctions {
  const picked = new Map<string, Set<string>>();
  for (const key of keys) {
    const parsed = parseFnKey(key);
    if (!parsed) continue;
    if (!picked.has(parsed.system)) picked.set(parsed.system, new Set());
    picked.get(parsed.system)!.add(parsed.code);
  }
  const out: RoleFunctions = {};
  for (const s of systems) {
    const now = picked.get(s.code) ?? new Set<string>();
    const was = new Set(before[s.code] === 'all' ? systemCodes(s) : before[s.code] ?? []);
    for (const leaf of s.groups.flatMap((g) => g.leaves)) {
      const view = viewOf(leaf);
      if (!view) continue;
      const others = leaf.functions.filter((f) => f.code !== view).map((f) => f.code);
      if (was.has(view) && !now.has(view)) for (const c of others) now.delete(c);
      else if (others.some((c) => now.has(c) && !was.has(c))) now.add(view);
    }
    const all = systemCodes(s);
    if (!now.size) continue;
    out[s.code] = all.every((c) => now.has(c)) ? 'all' : all.filter((c) => now.has(c));
  }
  return out;
}

/** Systems and functions a role holds (the editor's summary). */
export function summaryOf(systems: readonly SystemTree[], value: RoleFunctions): { systems: number; functions: number } {
  let functions = 0;
  for (const s of systems) {
    const held = value[s.code];
    if (held) functions += held === 'all' ? systemCodes(s).length : held.length;
  }
  return { systems: systems.filter((s) => value[s.code]).length, functions };
}
