/**
 * The zh-CN message catalogue: every user-visible string of the product lives in
 * src/i18n/messages/*. One file per area so parallel work never edits the same file.
 * `t('area.key', { n: 3 })` interpolates `{n}` placeholders. Dates: ./dayjs (zh-cn).
 */
import { common } from './messages/common';
import { messageAreas } from './messages/areas';
import { fill } from './fill';

type ModuleAreas = typeof import('./messages/module-areas').moduleAreas & typeof import('./messages/page-areas').pageAreas;
type Catalogue = { common: typeof common } & typeof messageAreas & ModuleAreas;

/** The catalogue: the shell's areas now, the module pages' areas once registered (registerModuleMessages). */
export const zhCN = { common, ...messageAreas } as Catalogue;

/** Adds the module pages' areas (./messages/module-areas) to the catalogue; tests and Storybook add them at start. */
export function registerModuleMessages(areas: Partial<ModuleAreas>): void {
  Object.assign(zhCN, areas);
}

let loading: Promise<void> | undefined;
/** Loads and registers the module pages' areas once (a chunk of its own). */
export function loadModuleMessages(): Promise<void> {
  loading ??= import('./messages/module-areas').then((m) => registerModuleMessages(m.moduleAreas));
  return loading;
}
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<Catalogue>;

export function t(key: MessageKey, params?: Record<string, string | number>): string {
  let node: unknown = zhCN;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)?.[part];
  if (typeof node !== 'string') throw new Error(`Missing message: ${key}`);
  return params ? fill(node, params) : node;
}
