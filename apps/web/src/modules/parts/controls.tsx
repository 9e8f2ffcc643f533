/** Native select and date controls in the design system's field box (no Select component yet). */
import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { fieldBox } from '../../../../../src/components/Input';
import type { FieldStatus } from '../../../../../src/components/types';
import { t } from '../../../../../src/i18n';

const SelectBox = styled.select<{ $size: 'md'; $status?: FieldStatus }>`
  ${fieldBox}
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 1px;
  }
`;

const DateBox = styled.input<{ $size: 'md'; $status?: FieldStatus }>`
  ${fieldBox}
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 1px;
  }
`;

export interface Option {
  value: string;
  label: string;
}

export function NativeSelect(props: { id?: string; label: string; value: string; options: readonly Option[]; onChange: (value: string) => void; status?: FieldStatus; placeholder?: string }) {
  return (
    <SelectBox id={props.id} aria-label={props.label} $size="md" $status={props.status} value={props.value} aria-invalid={props.status === 'error' || undefined}
      onChange={(e: ChangeEvent<HTMLSelectElement>) => props.onChange(e.target.value)}>
      <option value="">{props.placeholder ?? t('modules.selectPlaceholder')}</option>
      {props.options.map((o) => (
        <option key={o.value} value={o.value}>{o.label}</option>
      ))}
    </SelectBox>
  );
}

/** date → YYYY-MM-DD; datetime → YYYY-MM-DD HH:mm:ss (the wire formats of the catalogue). */
export function DateInput(props: { id?: string; label: string; kind: 'date' | 'datetime'; value: string; onChange: (value: string) => void; status?: FieldStatus }) {
  const local = props.kind === 'datetime' ? props.value.replace(' ', 'T').slice(0, 16) : props.value.slice(0, 10);
  return (
    <DateBox id={props.id} aria-label={props.label} $size="md" $status={props.status} type={props.kind === 'datetime' ? 'datetime-local' : 'date'} value={local}
      onChange={(e) => {
        const v = e.target.value;
        props.onChange(!v ? '' : props.kind === 'datetime' ? `${v.replace('T', ' ')}:00`.slice(0, 19) : v);
      }} />
  );
}
