/**
 * The period of a month/quarter report (ReportDefinition.periods): 按月 / 按季度 and the design
 * system's month or quarter picker. One value, 'YYYY-MM' or 'YYYY-Qn' (the kind is read from it),
 * so it binds as one filter-form field and becomes the engine's `month` or `quarter`.
 */
import styled from 'styled-components';
import { PeriodPicker, periodOfDay, type PeriodKind } from '../../../../../src/components/DatePicker';
import { Select } from '../../../../../src/components/Select';
import { t } from '../../../../../src/i18n';
import type { ReportPeriod } from '../../../../catalogue/src';
import type { Filters } from './FilterForm';
import type { FormValues } from './fieldValues';

const Row = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space.xs};
  > :first-child { flex: 0 0 calc(${(p) => p.theme.space.xxl} * 2); }
  > :last-child { flex: 1; }
`;

export const kindOf = (value: string | null | undefined): PeriodKind => (value && value.includes('Q') ? 'quarter' : 'month');

/** The other kind's period holding the same start (2026-10 ↔ 2026-Q4). */
function convert(value: string, to: PeriodKind): string {
  const day = kindOf(value) === 'quarter' ? `${value.slice(0, 4)}-${String((Number(value.slice(6)) - 1) * 3 + 1).padStart(2, '0')}-01` : `${value}-01`;
  return periodOfDay(to, day);
}

export interface ReportPeriodFieldProps {
  periods: readonly ReportPeriod[];
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
  'aria-label'?: string;
}

export function ReportPeriodField({ periods, value, onChange, id, ...aria }: ReportPeriodFieldProps) {
  const kind = kindOf(value);
  const label = aria['aria-label'] ?? t('modules.reportPeriod');
  return (
    <Row>
      {periods.length > 1 && (
        <Select<PeriodKind> aria-label={t('modules.periodKind')} value={kind} allowClear={false}
          options={periods.map((p) => ({ value: p, label: t(p === 'month' ? 'modules.byMonth' : 'modules.byQuarter') }))}
          onChange={(next) => next && value && next !== kind && onChange?.(convert(value, next))} />
      )}
      <PeriodPicker id={id} kind={kind} value={value ?? null} onChange={onChange} aria-label={label} />
    </Row>
  );
}

/** The filter of the field's value: `{ month }` or `{ quarter }`. */
export function periodFilters(values: FormValues): Filters {
  const v = values.period as string | null | undefined;
  return v ? { [kindOf(v)]: v } : {};
}
