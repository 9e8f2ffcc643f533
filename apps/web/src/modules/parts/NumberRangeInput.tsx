/** A from–to pair of numbers for a search form (`filter: 'range'` on a number field): [from, to], either may be empty. */
import styled from 'styled-components';
import { NumberInput } from '../../../../../src/components/NumberInput';
import { t } from '../../../../../src/i18n';

const Pair = styled.span`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${(p) => p.theme.space.xs};
  color: ${(p) => p.theme.color.text.secondary};
`;

export type NumberRange = [number | null, number | null] | null;

export interface NumberRangeInputProps {
  value?: NumberRange;
  onChange?: (value: NumberRange) => void;
  label: string;
  unit?: string;
  id?: string;
  'aria-invalid'?: boolean;
}

export function NumberRangeInput({ value, onChange, label, unit, id, ...rest }: NumberRangeInputProps) {
  const [from, to] = value ?? [null, null];
  const set = (next: [number | null, number | null]) => onChange?.(next[0] === null && next[1] === null ? null : next);
  return (
    <Pair id={id} role="group" aria-label={label}>
      <NumberInput value={from} unit={unit} onChange={(v) => set([v, to])} placeholder={t('config.rangeFrom')} aria-label={`${label}${t('config.rangeFrom')}`} aria-invalid={rest['aria-invalid']} />
      <span aria-hidden>~</span>
      <NumberInput value={to} unit={unit} onChange={(v) => set([from, v])} placeholder={t('config.rangeTo')} aria-label={`${label}${t('config.rangeTo')}`} aria-invalid={rest['aria-invalid']} />
    </Pair>
  );
}
