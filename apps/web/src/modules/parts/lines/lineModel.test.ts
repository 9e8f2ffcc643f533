import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../../../../catalogue/src';
import { copyLine, lineFields, lineProblems, linesPayload, lineTotals, moveLine, newLine, problemText, removeLine, serverLineProblems, setValue } from './lineModel';

const kcgl = await loadSystem('kcgl');
const header = kcgl.resources.find((r) => r.key === 'storehouseIn')!;
const lineResource = kcgl.resources.find((r) => r.key === 'storehouseInLine')!;
const spec = header.lines!;
const fields = lineFields(lineResource, spec);

describe('document lines', () => {
  it('shows the line fields without the header link and the order', () => {
    expect(fields.map((f) => f.key)).toEqual(['materialId', 'locationId', 'quantity', 'unitPrice', 'amount']);
  });

  it('adds, copies, moves and removes lines', () => {
    let lines = [newLine(fields)];
    lines = setValue(lines, 0, 'quantity', 2);
    lines = copyLine(lines, 0);
    lines = setValue(lines, 1, 'quantity', 5);
    expect(lines.map((l) => l.values.quantity)).toEqual([2, 5]);
    expect(new Set(lines.map((l) => l.key)).size).toBe(2);
    expect(moveLine(lines, 1, -1).map((l) => l.values.quantity)).toEqual([5, 2]);
    expect(moveLine(lines, 1, 1)).toBe(lines);
    expect(removeLine(lines, 0).map((l) => l.values.quantity)).toEqual([5]);
  });

  it('checks every line with its number and sums the totals with derived amounts', () => {
    let lines = [newLine(fields), newLine(fields)];
    lines = setValue(setValue(setValue(lines, 0, 'materialId', '3'), 0, 'quantity', 2), 0, 'unitPrice', 12.5);
    lines = setValue(setValue(lines, 1, 'quantity', -1), 1, 'unitPrice', 4);
    const problems = lineProblems('kcgl', fields, lines);
    expect(problems.map(problemText)).toEqual(['第 2 行：物料不能为空', '第 2 行：数量须在 0.01 到 1000000 之间']);
    expect(lineTotals(spec, fields, lines)).toEqual({ quantity: 1, amount: 21 });
    expect(linesPayload(fields, lines)[0]).toMatchObject({ materialId: 3, quantity: 2, unitPrice: 12.5 });
    expect(serverLineProblems([{ field: 'lines.1.quantity', message: 'x' }, { field: 'storehouseId', message: 'y' }])).toEqual([{ line: 2, field: 'quantity', message: 'x' }]);
  });
});
