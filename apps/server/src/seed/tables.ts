/** Table names of a module's resources by resource key (seed SQL reads them from the catalogue). */
import { moduleOf } from '../../../catalogue/src';
import { tableOf } from '../resources/names';

export function tables(system: string): Record<string, string> {
  return Object.fromEntries(moduleOf(system)!.resources.map((r) => [r.key, tableOf(r)]));
}
