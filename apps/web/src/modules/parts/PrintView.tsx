/**
 * 打印 (issue 15): the current list as a plain printable table — title, filters, the visible
 * columns in the user's order and the rows on screen — shown only while printing; everything
 * else on the page is hidden from the printout.
 */
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { t } from '../../../../../src/i18n';
import { dayjs } from '../../../../../src/i18n/dayjs';
import { fieldTitle, type FieldDefinition, type ResourceDefinition } from '../../../../catalogue/src';
import type { Row } from '../dataSource';
import { displayText, isNumeric } from './display';

const PrintOnly = createGlobalStyle`
  [data-print-view] { display: none; }
  @media print {
    body > *:not([data-print-view]) { display: none !important; }
    [data-print-view] { display: block; }
  }
`;

const Sheet = styled.section`
  font-family: ${(p) => p.theme.font.family};
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => p.theme.color.text.primary};
  h1 { margin: 0 0 ${(p) => p.theme.space.xs}; font-size: ${(p) => p.theme.font.size.lg}; }
  p { margin: 0 0 ${(p) => p.theme.space.xxs}; color: ${(p) => p.theme.color.text.secondary}; }
  table { width: 100%; border-collapse: collapse; margin-top: ${(p) => p.theme.space.xs}; }
  th, td { border: 1px solid ${(p) => p.theme.color.border.default}; padding: ${(p) => p.theme.space.xxs} ${(p) => p.theme.space.xs}; text-align: start; }
  td[data-numeric] { text-align: end; }
  thead { display: table-header-group; }
`;

export interface PrintViewProps {
  resource: ResourceDefinition;
  columns: readonly FieldDefinition[];
  rows: readonly Row[];
  total: number;
  /** The filters in words ("垃圾类型：厨余垃圾"). */
  filters: readonly string[];
  /** Called after the browser's print dialog closes. */
  onDone: () => void;
}

export function PrintView({ resource, columns, rows, total, filters, onDone }: PrintViewProps) {
  useEffect(() => {
    const done = () => onDone();
    window.addEventListener('afterprint', done);
    // After this render is on the page.
    const timer = window.setTimeout(() => window.print(), 0);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, [onDone]);
  return createPortal(
    <div data-print-view="">
      <PrintOnly />
      <Sheet aria-label={t('lists.print')}>
        <h1>{t('lists.printTitle', { name: resource.name, total, count: rows.length })}</h1>
        {filters.length > 0 && <p>{t('lists.printFilters', { filters: filters.join('，') })}</p>}
        <p>{t('lists.printedAt', { at: dayjs().format('YYYY-MM-DD HH:mm') })}</p>
        <table>
          <thead>
            <tr>{columns.map((f) => <th key={f.key}>{fieldTitle(f)}</th>)}</tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {columns.map((f) => <td key={f.key} data-numeric={isNumeric(f) ? '' : undefined}>{displayText(resource.system, f, row)}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </Sheet>
    </div>,
    document.body,
  );
}
