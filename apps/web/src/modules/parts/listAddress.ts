/**
 * A list's state in its address: filters by field key (ranges as <key>Start / <key>End, as
 * sent to the server), `page` (1-based) and `pageSize` when not the default, `sort`
 * ("<field>" or "-<field>"). Keys that are not filters of the list are ignored.
 */
import type { FieldDefinition } from '../../../../catalogue/src';
import type { AddressQuery } from '../pageAddress';
import type { Filters } from './FilterForm';
import type { FormValues } from './fieldValues';

export const DEFAULT_PAGE_SIZE = 10;

export interface ListAddress {
  filters: Filters;
  pageIndex: number;
  pageSize: number;
  sort?: string;
}

const positive = (text: string | undefined, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function readListAddress(query: AddressQuery, fields: readonly FieldDefinition[]): ListAddress {
  const filters: Filters = {};
  for (const f of fields) {
    const keys = f.filter === 'range' ? [`${f.key}Start`, `${f.key}End`] : [f.key];
    for (const k of keys) if (query[k]) filters[k] = query[k];
  }
  return {
    filters,
    pageIndex: positive(query.page, 1) - 1,
    pageSize: positive(query.pageSize, DEFAULT_PAGE_SIZE),
    sort: /^-?[A-Za-z0-9_]+$/.test(query.sort ?? '') ? query.sort : undefined,
  };
}

export function writeListAddress({ filters, pageIndex, pageSize, sort }: ListAddress): AddressQuery {
  const query: AddressQuery = { ...filters };
  if (pageIndex > 0) query.page = String(pageIndex + 1);
  if (pageSize !== DEFAULT_PAGE_SIZE) query.pageSize = String(pageSize);
  if (sort) query.sort = sort;
  return query;
}

/** The search form's values for address filters (a range needs both ends). */
export function formValuesOf(fields: readonly FieldDefinition[], filters: Filters): FormValues {
  const values: FormValues = {};
  for (const f of fields) {
    if (f.filter === 'range') {
      const start = filters[`${f.key}Start`];
      const end = filters[`${f.key}End`];
      if (start && end) values[f.key] = [start, end];
    } else if (filters[f.key] !== undefined) {
      const text = filters[f.key]!;
      values[f.key] = f.type === 'boolean' ? text === 'true' : f.type === 'number' || f.type === 'integer' ? Number(text) : text;
    }
  }
  return values;
}
