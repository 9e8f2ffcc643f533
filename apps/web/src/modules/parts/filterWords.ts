/** The filters of a list in words ("垃圾类型：厨余垃圾", "称重时间：2026-11-14 至 2026-11-20") for its printout. */
import { t } from '../../../../../src/i18n';
import { yesNo, type FieldDefinition } from '../../../../catalogue/src';
import type { Filters } from './FilterForm';
import type { OptionsByField } from './useLookups';

export function filterWords(fields: readonly FieldDefinition[], filters: Filters, options: OptionsByField): string[] {
  const words: string[] = [];
  for (const f of fields) {
    if (f.filter === 'range') {
      const start = filters[`${f.key}Start`];
      const end = filters[`${f.key}End`];
      if (start || end) words.push(`${f.label}：${t('lists.printRange', { start: start ?? '', end: end ?? '' })}`.trim());
      continue;
    }
    const value = filters[f.key];
    if (value === undefined || value === '') continue;
    const shown = f.type === 'boolean' ? yesNo(value === 'true') : (options[f.key]?.find((o) => o.value === value)?.label ?? value);
    words.push(`${f.label}：${shown}`);
  }
  return words;
}
