/**
 * The design-system control of a catalogue field: one for the create/edit form, one for the
 * search form. FormField injects value, onChange, ids, ARIA wiring and the error status.
 */
import type { ReactElement } from 'react';
import { DatePicker, RangePicker, TimePicker } from '../../../../../src/components/DatePicker';
import { Input } from '../../../../../src/components/Input';
import { NumberInput } from '../../../../../src/components/NumberInput';
import { Select, type SelectOption } from '../../../../../src/components/Select';
import { Switch } from '../../../../../src/components/Switch';
import { TextArea } from '../../../../../src/components/TextArea';
import { t } from '../../../../../src/i18n';
import { yesNo, type FieldDefinition } from '../../../../catalogue/src';
import { DateTimeInput } from './DateTimeInput';
import { UpperCaseInput } from './UpperCaseInput';
import { FileField } from './workflow/FileField';
import { GeoField } from './GeoField';
import { NumberRangeInput } from './NumberRangeInput';

export type Option = SelectOption<string>;

/** From this many options on, typing filters them (label or pinyin initials: "xh" → 西湖). */
const SEARCHABLE_FROM = 8;

function choice(options: Option[], placeholder: string, clearable: boolean): ReactElement {
  return <Select options={options} showSearch={options.length >= SEARCHABLE_FROM} allowClear={clearable} placeholder={placeholder} />;
}

export function formControl(f: FieldDefinition, options: Option[] = []): ReactElement {
  const label = f.label;
  switch (f.type) {
    case 'enum':
    case 'lookup':
      return choice(options, t('modules.selectPlaceholder', { label }), !f.rules?.required);
    case 'multiEnum':
    case 'lookupMany':
      return <Select multiple options={options} showSearch={options.length >= SEARCHABLE_FROM} allowClear placeholder={t('modules.selectPlaceholder', { label })} />;
    case 'time':
      return <TimePicker format="HH:mm" placeholder={t('config.timePlaceholder')} />;
    case 'boolean':
      return <Switch checkedChildren={yesNo(true)} unCheckedChildren={yesNo(false)} />;
    case 'date':
      return <DatePicker />;
    case 'datetime':
      return <DateTimeInput label={label} />;
    case 'number':
    case 'integer':
      return <NumberInput unit={f.unit} placeholder={t('modules.inputPlaceholder', { label })} />;
    case 'textarea':
      return <TextArea rows={3} placeholder={t('modules.inputPlaceholder', { label })} />;
    case 'coordinates':
      return <Input placeholder={t('modules.coordinatesPlaceholder')} />;
    case 'images':
    case 'attachments':
      return <FileField field={f} />;
    case 'point':
    case 'polygon':
    case 'polyline':
      return <GeoField field={f} />;
    default:
      if (f.rules?.upperCase) return <UpperCaseInput placeholder={t('modules.inputPlaceholder', { label })} />;
      return <Input placeholder={t('modules.inputPlaceholder', { label })} />;
  }
}

const booleanOptions: Option[] = [{ value: 'true', label: yesNo(true) }, { value: 'false', label: yesNo(false) }];

export function filterControl(f: FieldDefinition, options: Option[] = []): ReactElement {
  if (f.filter === 'range' && (f.type === 'number' || f.type === 'integer')) return <NumberRangeInput label={f.label} unit={f.unit} />;
  if (f.filter === 'range') return <RangePicker />;
  if (f.type === 'boolean') return choice(booleanOptions, t('modules.all'), true);
  if (f.type === 'enum' || f.type === 'lookup' || f.type === 'multiEnum' || f.type === 'lookupMany') return choice(options, t('modules.all'), true);
  return <Input allowClear placeholder={t('modules.inputPlaceholder', { label: f.label })} />;
}
