/** How a field's value shows in tables and detail views. */
import { formatNumber as groupedNumber } from '../../../../../src/charts/format';
import styled from 'styled-components';
import { Tag } from '../../../../../src/components/Tag';
import { FileThumbs } from './workflow/FileField';
import { geoText } from './geoText';
import { displayValue, enumOption, fieldTitle, findEnum, type FieldDefinition, type ResourceDefinition } from '../../../../catalogue/src';

/** What a record is called: its label field (the label of a lookup label field), e.g. 浙A·D1159. */
export function recordName(resource: ResourceDefinition, row: Record<string, unknown>): string {
  return String(row[`${resource.labelField}Label`] ?? row[resource.labelField] ?? '');
}

export function isNumeric(f: FieldDefinition): boolean {
  return f.type === 'number' || f.type === 'integer';
}

/** Column widths in px by what the column holds, so dates, tags, names and numbers show whole. */
export function columnWidth(f: FieldDefinition, system = '', labelField = ''): number {
  // CJK characters take about 14 px (12 px in tags), others about 8 px; plus cell padding, the sort mark and the resize handle.
  const textWidth = (text: string, cjk = 14) => [...text].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e80 ? cjk : 8), 0);
  const header = textWidth(fieldTitle(f)) + 48;
  const longestOption = Math.max(0, ...(findEnum(system, f.enum ?? '')?.options ?? []).map((o) => textWidth(o.label, 12)));
  const content: Partial<Record<FieldDefinition['type'], number>> = {
    datetime: 170, date: 112, number: 96, integer: 88, enum: longestOption + 44, boolean: 72, phone: 116, coordinates: 190, point: 190, polygon: 104, lookup: 150, textarea: 200,
    time: 72, multiEnum: 2 * longestOption + 56, lookupMany: 200,
  };
  return Math.max(header, content[f.type] ?? textColumnWidth(f, labelField));
}

/**
 * Addresses and a record's name are long; codes and numbers of plates, bills and tags
 * (SS-0001, 浙A·D1234, BD202611200003) and people's names (driverName) are short.
 */
function textColumnWidth(f: FieldDefinition, labelField: string): number {
  if (/address/i.test(f.key)) return 200;
  // A record named by its code (a document's number: RK20261123-001) shows it whole.
  if (f.key === 'code' && f.key === labelField) return 8 * Math.min(f.rules?.maxLength ?? 16, 16) + 24;
  if (f.key === 'code') return 110;
  // Codes are ASCII (about 8 px a character): as wide as their longest allowed value, within reason.
  if (/(No|Code)$/.test(f.key)) return 8 * Math.min(f.rules?.maxLength ?? 12, 16) + 24;
  if (f.key === labelField || f.key === 'name') return 168;
  if (/Name$/.test(f.key)) return 96;
  return 104;
}

/** Numbers with digit grouping (13,282.5), `digits` fixed decimals when given (358.00); anything else as text. */
export function formatNumber(value: unknown, digits?: number): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  if (digits === undefined) return groupedNumber(n, 6);
  // The charts' formatter drops trailing zeros: pad the decimals back to `digits`.
  const [whole, fraction = ''] = groupedNumber(n, digits).split('.');
  return digits > 0 ? `${whole}.${fraction.padEnd(digits, '0')}` : whole;
}

/** The catalogue's display text of a field (labels, 是/否), numbers with digit grouping. */
export function displayText(system: string, f: FieldDefinition, row: Record<string, unknown>): string {
  return isNumeric(f) ? formatNumber(row[f.key]) : displayValue(system, f, row);
}

/** Image fields (alarm snapshots): a thumbnail of a same-site address. */
const Thumb = styled.img`display: block; height: 36px; width: 64px; object-fit: cover; border-radius: ${(p) => p.theme.radius.sm}; background: ${(p) => p.theme.color.fill.default};`;

export function DisplayValue({ system, field: f, row }: { system: string; field: FieldDefinition; row: Record<string, unknown> }) {
  if (f.type === 'images' || f.type === 'attachments') return <FileThumbs field={f} value={row[f.key]} />;
  if (f.type === 'polygon' || f.type === 'polyline') return <>{geoText(f.type, row[f.key])}</>;
  const text = displayText(system, f, row);
  if (f.type === 'multiEnum' && Array.isArray(row[f.key])) {
    return <>{(row[f.key] as string[]).map((v) => <Tag key={v} status={enumOption(system, f.enum ?? '', v)?.status ?? 'default'} size="sm">{enumOption(system, f.enum ?? '', v)?.label ?? v}</Tag>)}</>;
  }
  if (f.display === 'image') return text.startsWith('/') ? <Thumb src={text} alt={f.label} loading="lazy" /> : <>{text}</>;
  if (f.type === 'enum' && text) {
    const status = enumOption(system, f.enum ?? '', row[f.key])?.status ?? 'default';
    return <Tag status={status} size="sm">{text}</Tag>;
  }
  return <>{text}</>;
}
