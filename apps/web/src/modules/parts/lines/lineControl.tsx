/** A line field's control in the line editor: the design-system control, held by value (no form). */
import type { ReactElement } from 'react';
import { Input } from '../../../../../../src/components/Input';
import { NumberInput } from '../../../../../../src/components/NumberInput';
import { Select } from '../../../../../../src/components/Select';
import { t } from '../../../../../../src/i18n';
import type { FieldDefinition } from '../../../../../catalogue/src';
import type { Option } from '../fieldControls';

export interface LineControlProps {
  field: FieldDefinition;
  value: unknown;
  options?: Option[];
  label: string;
  invalid: boolean;
  onChange: (value: unknown) => void;
}

export function LineControl({ field: f, value, options = [], label, invalid, onChange }: LineControlProps): ReactElement {
  const status = invalid ? 'error' : undefined;
  if (f.type === 'lookup' || f.type === 'enum') {
    return <Select size="sm" options={options} showSearch={options.length >= 8} allowClear={!f.rules?.required} placeholder={t('modules.selectPlaceholder', { label: f.label })}
      aria-label={label} status={status} value={(value as string | null) ?? null} onChange={onChange} />;
  }
  if (f.type === 'number' || f.type === 'integer') {
    return <NumberInput size="sm" aria-label={label} status={status} value={(value as number | null) ?? null} onChange={onChange} precision={f.rules?.precision} hideSteppers />;
  }
  return <Input size="sm" aria-label={label} status={status} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} placeholder={t('modules.inputPlaceholder', { label: f.label })} />;
}
