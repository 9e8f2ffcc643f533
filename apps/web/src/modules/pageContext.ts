/** The catalogue page a tab shows, from its menu uri (/<system>/<page>). */
import { findPage, moduleOf, type PageDefinition } from '../../../catalogue/src';

export function pageOf(uri: string): { system: string; page: PageDefinition } {
  const [, system = '', key = ''] = uri.split('/');
  const page = findPage(system, key);
  if (!page) throw new Error(`no catalogue page for ${uri}`);
  return { system, page };
}

export function resourceOf(system: string, key: string) {
  return moduleOf(system)!.resources.find((r) => r.key === key)!;
}

export function reportOf(system: string, key: string) {
  return moduleOf(system)!.reports.find((r) => r.key === key)!;
}
