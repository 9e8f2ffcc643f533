/** The form control of one catalogue field. */
import { Input } from '../../../../../src/components/Input';
import type { FieldStatus } from '../../../../../src/components/types';
import { t } from '../../../../../src/i18n';
import type { FieldDefinition } from '../../../../catalogue/src';
import { DateInput, NativeSelect, type Option } from './controls';

export interface FieldInputProps {
  id?: string;
  field: FieldDefinition;
  value: string;
  onChange: (value: string) => void;
  options?: Option[];
  status?: FieldStatus;
  disabled?: boolean;
}

const BOOL: Option[] = [{ value: 'true', label: t('modules.yes') }, { value: 'false', label: t('modules.no') }];

export function FieldInput({ id, field: f, value, onChange, options = [], status, disabled }: FieldInputProps) {
  const label = f.unit ? `${f.label}(${f.unit})` : f.label;
  if (f.type === 'enum' || f.type === 'lookup') return <NativeSelect id={id} label={label} value={value} options={options} onChange={onChange} status={status} />;
  if (f.type === 'boolean') return <NativeSelect id={id} label={label} value={value} options={BOOL} onChange={onChange} status={status} />;
  if (f.type === 'date' || f.type === 'datetime') return <DateInput id={id} label={label} kind={f.type} value={value} onChange={onChange} status={status} />;
  return (
    <Input id={id} aria-label={label} value={value} status={status} disabled={disabled} onValueChange={onChange}
      inputMode={f.type === 'number' || f.type === 'integer' ? 'decimal' : undefined}
      placeholder={t('modules.inputPlaceholder', { label: f.label })} suffix={f.unit} />
  );
}
