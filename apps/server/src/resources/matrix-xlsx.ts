/**
 * A month matrix as .xlsx in the page's layout: the title across the top, then two header rows
 * with merged cells — the row field and 合计 span both rows, the month (or year) spans the day
 * (or month) columns above their numbers — then the rows and the totals row.
 */
import ExcelJS from 'exceljs';
import { fieldTitle, findEnum, MATRIX_TOTAL, moduleOf, type ReportDefinition } from '../../../catalogue/src';
import { fill as say } from '../../../../src/i18n/fill';
import { config } from '../../../../src/i18n/messages/config';
import type { MatrixAnswer } from './matrix';
import { safeCell } from './xlsx-stream';

/** The workbook of one matrix answer. */
export function matrixWorkbook(report: ReportDefinition, answer: MatrixAnswer, system?: string): ExcelJS.Workbook {
  const spec = report.matrix!;
  if (spec.codes) return codeWorkbook(report, answer, system);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(report.title.slice(0, 31));
  const n = answer.columns.length;
  const last = n + 2;
  const [year, month] = answer.period.split('-');
  const periodTitle = spec.period === 'month' ? say(config.matrixTitleMonth, { title: report.title, year: year!, month: Number(month) }) : say(config.matrixTitleYear, { title: report.title, year: year! });
  const unit = fieldTitle(spec.measure);

  sheet.getRow(1).getCell(1).value = `${periodTitle} ${unit}`;
  sheet.mergeCells(1, 1, 1, last);
  sheet.getRow(2).getCell(1).value = spec.rowLabel;
  sheet.mergeCells(2, 1, 3, 1);
  sheet.getRow(2).getCell(2).value = spec.period === 'month' ? `${year}-${month}` : year!;
  if (n > 1) sheet.mergeCells(2, 2, 2, n + 1);
  sheet.getRow(2).getCell(last).value = config.rowTotal;
  sheet.mergeCells(2, last, 3, last);
  answer.columns.forEach((c, i) => (sheet.getRow(3).getCell(i + 2).value = c.label));

  const write = (r: Record<string, unknown>) => sheet.addRow([safeCell(r.rowLabel), ...answer.columns.map((c) => r[c.key] ?? 0), r[MATRIX_TOTAL] ?? 0]);
  answer.rows.forEach(write);
  write(answer.totals);

  for (const rowNo of [1, 2, 3]) {
    const row = sheet.getRow(rowNo);
    row.font = { bold: true };
    row.alignment = { horizontal: 'center', vertical: 'middle' };
  }
  sheet.getRow(sheet.rowCount).font = { bold: true };
  sheet.getColumn(1).width = 16;
  for (let i = 2; i <= last; i++) sheet.getColumn(i).width = i === last ? 10 : 7;
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: 3 }];
  return workbook;
}

/**
 * A sheet of marks: the day cells hold the options' short marks (√ 迟 假 …), the summary columns
 * (label and unit, each merged over the two header rows) replace 合计, and a legend row follows.
 */
function codeWorkbook(report: ReportDefinition, answer: MatrixAnswer, system?: string): ExcelJS.Workbook {
  const spec = report.matrix!;
  const codes = spec.codes!;
  const source = system ? moduleOf(system)?.resources.find((r) => r.key === report.source) : undefined;
  const options = findEnum(system ?? '', source?.fields.find((f) => f.key === codes.field)?.enum ?? '')?.options ?? [];
  const mark = (v: unknown) => (v === null || v === undefined ? '' : (options.find((o) => o.value === v)?.short ?? String(v)));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(report.title.slice(0, 31));
  const n = answer.columns.length;
  const last = n + 1 + codes.summary.length;
  const [year, month] = answer.period.split('-');
  sheet.getRow(1).getCell(1).value = say(config.matrixTitleMonth, { title: report.title, year: year!, month: Number(month) });
  sheet.mergeCells(1, 1, 1, last);
  sheet.getRow(2).getCell(1).value = spec.rowLabel;
  sheet.mergeCells(2, 1, 3, 1);
  sheet.getRow(2).getCell(2).value = `${year}-${month}`;
  if (n > 1) sheet.mergeCells(2, 2, 2, n + 1);
  answer.columns.forEach((c, i) => (sheet.getRow(3).getCell(i + 2).value = c.label));
  codes.summary.forEach((s, i) => {
    const col = n + 2 + i;
    sheet.getRow(2).getCell(col).value = fieldTitle(s);
    sheet.mergeCells(2, col, 3, col);
  });
  const write = (r: Record<string, unknown>) => sheet.addRow([safeCell(r.rowLabel), ...answer.columns.map((c) => mark(r[c.key])), ...codes.summary.map((s) => r[s.key] ?? 0)]);
  answer.rows.forEach(write);
  write(answer.totals);
  sheet.getRow(sheet.rowCount).font = { bold: true };
  sheet.addRow([]);
  sheet.addRow([options.filter((o) => o.short).map((o) => `${o.short} ${o.label}`).join('　')]);
  for (const rowNo of [1, 2, 3]) {
    const row = sheet.getRow(rowNo);
    row.font = { bold: true };
    row.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  }
  sheet.getColumn(1).width = 12;
  for (let i = 2; i <= n + 1; i++) sheet.getColumn(i).width = 4.5;
  for (let i = n + 2; i <= last; i++) sheet.getColumn(i).width = 9;
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: 3 }];
  return workbook;
}
