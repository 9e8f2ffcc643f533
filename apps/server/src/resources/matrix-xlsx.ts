/**
 * A month matrix as .xlsx in the page's layout: the title across the top, then two header rows
 * with merged cells — the row field and 合计 span both rows, the month (or year) spans the day
 * (or month) columns above their numbers — then the rows and the totals row.
 */
import ExcelJS from 'exceljs';
import { fieldTitle, MATRIX_TOTAL, type ReportDefinition } from '../../../catalogue/src';
import { fill as say } from '../../../../src/i18n/fill';
import { config } from '../../../../src/i18n/messages/config';
import type { MatrixAnswer } from './matrix';
import { safeCell } from './xlsx-stream';

/** The workbook of one matrix answer. */
export function matrixWorkbook(report: ReportDefinition, answer: MatrixAnswer): ExcelJS.Workbook {
  const spec = report.matrix!;
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
