import type { CascadeSource } from './fieldKinds';

/**
 * Fields of a catalogue resource: what a value is, how it is labelled and validated, and
 * where it shows. Plain data read by both the web pages and the reference server.
 */

/**
 * text/textarea: strings; number: decimals; integer; enum: one option of a named enum;
 * date: YYYY-MM-DD; datetime: YYYY-MM-DD HH:mm:ss; lookup: id of a row of another resource
 * (shown by its label field); boolean; coordinates: "lng,lat" in WGS-84 decimal degrees;
 * phone: a mainland mobile or landline number; images / attachments: ids of uploaded files of the
 * tenant, comma-separated (docs/decisions/0108-workflow-clock-and-files.md).
 */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'integer'
  | 'enum'
  | 'date'
  | 'datetime'
  | 'lookup'
  | 'boolean'
  | 'coordinates'
  | 'phone'
  /** HH:mm; multiEnum: options of an enum; lookupMany: ids of another resource (fieldKinds.ts). */
  | 'time'
  | 'multiEnum'
  | 'lookupMany'
  | 'images'
  | 'attachments'
  /** point: "lng,lat"; polygon: JSON text of a closed ring [[lng,lat],…] (geoKinds.ts). */
  | 'point'
  | 'polygon'
  /** polyline: JSON text of an open line [[lng,lat],…] (roads; geoKinds.ts). */
  | 'polyline';

/** column: list table; filter: search form; form: create/edit dialog; detail: detail drawer. */
export type FieldPlace = 'column' | 'filter' | 'form' | 'detail';

/** eq: exact match; like: contains; range: a from–to pair (`<key>Start`, `<key>End`). */
export type FilterMode = 'eq' | 'like' | 'range';

export interface FieldRules {
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  /** Decimal places allowed for numbers. */
  precision?: number;
  /** A regular expression (source text) the value must match, with its Chinese hint. */
  pattern?: string;
  patternMessage?: string;
  /** Unique inside the tenant. */
  unique?: boolean;
  /** With `unique`: unique among the records holding the same value of this other field (a code within its type). */
  uniqueWithin?: string;
  /** Dates and times: the earliest day allowed (YYYY-MM-DD). */
  minDate?: string;
  /** Dates and times: at most this many days after today (0: not in the future). */
  maxDaysAhead?: number;
  /** Text: stored (and shown while typing) in capitals, e.g. plates. */
  upperCase?: boolean;
  /** Text: a number with a check character, verified (idCard: a mainland resident ID, model/idCard.ts). */
  check?: 'idCard';
}

export interface LookupSource {
  /** Resource key in the field's own system, or in `system` when given. */
  resource: string;
  /** Another system's code, or 'platform' for the tenant's shared master data. */
  system?: string;
  /** Field of the target shown to users. */
  labelField: string;
}

/** The value is computed by the server from other fields (never typed in). */
export interface DerivedValue {
  /** difference: a − b (net weight); product: a × b (amount = quantity × unit price); sum: a + b + … (a score's items). */
  kind: 'difference' | 'product' | 'sum';
  of: readonly [string, string, ...string[]];
}

export interface FieldDefinition {
  key: string;
  label: string;
  type: FieldType;
  /** Shown after the label and in column headers, e.g. kg, 吨, 公里. */
  unit?: string;
  /** Enum code (type enum). */
  enum?: string;
  lookup?: LookupSource;
  rules?: FieldRules;
  show: readonly FieldPlace[];
  filter?: FilterMode;
  /** The server sets it (timestamps, derived values, sync markers); forms show it read-only. */
  readonly?: boolean;
  derived?: DerivedValue;
  /** Default value in a new record. */
  defaultValue?: string | number | boolean;
  /** Filters on this field are frequent on large tables: the server indexes it. */
  indexed?: boolean;
  /** The field's former key: the next migration renames its column, keeping the data. */
  renamedFrom?: string;
  /**
   * Lookups: what deleting the referred-to record does to this one. Default 'restrict': the
   * delete is refused while this record refers to it. 'cascade': this record belongs to it
   * (a vehicle's weighing configuration) and is deleted with it.
   */
  onDelete?: 'restrict' | 'cascade';
  /**
   * Lookups: picking a record fills other fields of the form from the data (issue 15), e.g. a
   * weighing's vehicle fills its unit and its standard tare. See FillRule.
   */
  fills?: readonly FillRule[];
  /** List column: a key column that stays visible (never hidden by default, pinned at the start when `pin`). */
  important?: boolean;
  pin?: 'start';
  /** Lookups: the options depend on another field of the record (fieldKinds.ts). */
  cascade?: CascadeSource;
  /** images / attachments: how many files at most (default 9). */
  maxFiles?: number;
  /** How a text value shows: `image` draws the URL as a thumbnail (alarm snapshots). */
  display?: 'image';
  /** A check only the system's server can make (a score formula): a 校验 button in the form, and every save. */
  verify?: FieldVerify;
}

/**
 * A field checked by the system's server: `call` (under the resource's base) answers the value
 * with the fields `with` — its Chinese verdict, or a 400 with the problem (position included
 * where it helps) — and the server runs the same check on every create, update and import.
 */
export interface FieldVerify {
  call: string;
  /** Other fields of the record the check reads (a formula's declared variables). */
  with?: readonly string[];
  /** The button's text (default 校验). */
  label?: string;
}

/**
 * Where a picked lookup's fill values come from: the picked record itself (no `from`), or the
 * one record of another resource whose `by` field is the picked id (a vehicle's weighing
 * configuration). `map`: this form's field ← the source record's field.
 */
export interface FillRule {
  from?: { resource: string; system?: string; by: string };
  map: Readonly<Record<string, string>>;
}

export interface EnumOption {
  value: string;
  label: string;
  /** Tag colour in lists. */
  status?: 'success' | 'warning' | 'error' | 'info' | 'default';
  /** A one- or two-character mark for dense grids (a month sheet's cells: √ 正常, 迟 迟到, 假 请假). */
  short?: string;
}

export interface EnumDefinition {
  code: string;
  label: string;
  options: readonly EnumOption[];
}

/** Record-level rules that relate two fields. */
/**
 * A rule over several fields of one record, reported on `field`:
 * - gte: `field` is not below `other` (numbers, dates);
 * - requiredWhen: `field` must be filled when `when` holds one of `values` (a repair cost names its 维保类型);
 * - sumAtMost: `field` summed over the records sharing `per` is at most `max` (server only).
 * - idCard: the birth date and gender fields agree with the ID number in `field` (reported on them).
 */
export type RecordRule =
  | { kind: 'gte'; field: string; other: string; message: string }
  | { kind: 'requiredWhen'; field: string; when: string; values: readonly string[]; message: string }
  /**
   * The field summed over every record with the same `per` value (this one included) stays at
   * most `max` (a unit's shareholders hold at most 100 %). Only the server sees the other
   * records, so only it checks this rule (the form shows its message).
   */
  | { kind: 'sumAtMost'; field: string; per: string; max: number; message: string }
  | { kind: 'idCard'; field: string; birthDate?: string; gender?: string };

/** The other fields a record rule reads besides its `field`. */
export function ruleFields(rule: RecordRule): string[] {
  if (rule.kind === 'gte') return [rule.other];
  if (rule.kind === 'requiredWhen') return [rule.when];
  if (rule.kind === 'sumAtMost') return [rule.per];
  return [rule.birthDate, rule.gender].filter((k): k is string => !!k);
}

type FieldOptions = Omit<Partial<FieldDefinition>, 'key' | 'label' | 'type'>;

const DEFAULT_SHOW: readonly FieldPlace[] = ['column', 'form', 'detail'];

function build(type: FieldType) {
  return (key: string, label: string, options: FieldOptions = {}): FieldDefinition => {
    const show = options.show ?? DEFAULT_SHOW;
    const withFilter = options.filter && !show.includes('filter') ? [...show, 'filter' as const] : show;
    return { key, label, type, ...options, show: withFilter };
  };
}

/** Field builders: `field.text('carNo', '车牌号', { rules: { required: true }, filter: 'like' })`. */
export const field = {
  text: build('text'),
  textarea: build('textarea'),
  number: build('number'),
  integer: build('integer'),
  enum: (key: string, label: string, enumCode: string, options: FieldOptions = {}) => build('enum')(key, label, { ...options, enum: enumCode }),
  date: build('date'),
  datetime: build('datetime'),
  lookup: (key: string, label: string, lookup: LookupSource, options: FieldOptions = {}) => build('lookup')(key, label, { ...options, lookup }),
  boolean: build('boolean'),
  coordinates: build('coordinates'),
  phone: build('phone'),
  time: build('time'),
  multiEnum: (key: string, label: string, enumCode: string, options: FieldOptions = {}) => build('multiEnum')(key, label, { ...options, enum: enumCode }),
  lookupMany: (key: string, label: string, lookup: LookupSource, options: FieldOptions = {}) => build('lookupMany')(key, label, { ...options, lookup }),
  images: build('images'),
  attachments: build('attachments'),
  point: build('point'),
  polygon: build('polygon'),
  polyline: build('polyline'),
};

/** Shared validation fragments. */
export const patterns = {
  // Ordinary (5), new-energy (6) and trailer plates (4 and 挂, e.g. 浙A·1234挂); stored in capitals.
  plate: { pattern: '^[\\u4e00-\\u9fa5][A-Z]·?(?:[A-Z0-9]{5,6}|[A-Z0-9]{4}挂)$', patternMessage: '车牌号格式不正确，例如 浙A·D1234 或 浙A·1234挂', upperCase: true },
  phone: { pattern: '^(1[3-9]\\d{9}|0\\d{2,3}-?\\d{7,8})$', patternMessage: '请输入正确的手机号或座机号' },
  hhmm: { pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', patternMessage: '时间格式为 HH:mm' },
  creditCode: { pattern: '^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$', patternMessage: '统一社会信用代码为 18 位' },
  // Mainland resident ID: 18 characters, the last a check character (x stored as X).
  idCard: { maxLength: 18, check: 'idCard', upperCase: true },
} as const;

/** A field's or measure's title with its unit, e.g. 净重(kg): column headers, form labels, sheet headers. */
export function fieldTitle(f: { label: string; unit?: string }): string {
  return f.unit ? `${f.label}(${f.unit})` : f.label;
}

export function fieldsIn(fields: readonly FieldDefinition[], place: FieldPlace): FieldDefinition[] {
  return fields.filter((f) => f.show.includes(place));
}
