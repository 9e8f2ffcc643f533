/**
 * The search form of a custom report (`ReportDefinition.filterFields`) checked as a create
 * dialog's fields are: typed, within their rules and enums, a range's start not after its end.
 * The handler then receives the typed values (400 with a Chinese message otherwise).
 */
import { enumValuesOf, type ModuleDefinition, type ReportDefinition } from '../../../catalogue/src';
import { checkRules, coerce, type Value } from '../../../catalogue/src/model/validate';
import { invalid, messages } from './messages';

type Obj = Record<string, unknown>;

export function reportFilterValues(mod: ModuleDefinition, report: ReportDefinition, payload: Obj): Obj {
  const out: Obj = { ...payload };
  for (const f of report.filterFields ?? []) {
    const keys = f.filter === 'range' ? [`${f.key}Start`, `${f.key}End`] : [f.key];
    const typedValues: Value[] = [];
    for (const key of keys) {
      const typed = coerce(f, payload[key]);
      if ('error' in typed) throw invalid(typed.error);
      // A filter narrows the list: it is never required, but keeps its field's limits.
      const problem = typed.value === null ? null : checkRules(f, typed.value, enumValuesOf(mod.system, f));
      if (problem) throw invalid(problem);
      out[key] = typed.value;
      typedValues.push(typed.value);
    }
    const [start, end] = typedValues;
    if (f.filter === 'range' && typeof start === 'string' && typeof end === 'string' && start > end) throw invalid(messages.badDateRange);
  }
  return out;
}
