import { optionMatches } from '../Select/optionMatch';

export interface CascaderOption {
  label: string;
  value: string;
  disabled?: boolean;
  children?: CascaderOption[];
}

/** The options along a value path (stops where the path no longer matches). */
export function optionsAlong(options: CascaderOption[], path: readonly string[]): CascaderOption[] {
  const found: CascaderOption[] = [];
  let level: CascaderOption[] | undefined = options;
  for (const value of path) {
    const option: CascaderOption | undefined = level?.find((o) => o.value === value);
    if (!option) break;
    found.push(option);
    level = option.children;
  }
  return found;
}

/** Columns shown for an active path: the root, then the children of each active option. */
export function columnsFor(options: CascaderOption[], activePath: readonly string[]): CascaderOption[][] {
  const columns = [options];
  for (const option of optionsAlong(options, activePath)) if (option.children?.length) columns.push(option.children);
  return columns;
}

export const isLeaf = (option: CascaderOption) => !option.children?.length;

export interface PathMatch {
  path: string[];
  labels: string[];
}

/** Every enabled leaf path whose labels (text or pinyin) match the query, for search mode. */
export function searchPaths(options: CascaderOption[], query: string, limit = 50): PathMatch[] {
  const results: PathMatch[] = [];
  const walk = (level: CascaderOption[], path: string[], labels: string[]) => {
    for (const option of level) {
      if (results.length >= limit || option.disabled) continue;
      const nextPath = [...path, option.value];
      const nextLabels = [...labels, option.label];
      if (isLeaf(option)) {
        if (nextLabels.some((label) => optionMatches(label, query))) results.push({ path: nextPath, labels: nextLabels });
      } else walk(option.children!, nextPath, nextLabels);
    }
  };
  walk(options, [], []);
  return results;
}

/** Next enabled option value in a column, wrapping. */
export function stepInColumn(column: CascaderOption[], current: string | undefined, direction: 1 | -1): string | undefined {
  const start = column.findIndex((o) => o.value === current);
  for (let step = 1; step <= column.length; step++) {
    const index = (((start < 0 && direction < 0 ? 0 : start) + direction * step) % column.length + column.length) % column.length;
    if (!column[index].disabled) return column[index].value;
  }
  return undefined;
}
