/**
 * The detail lines of a document in its form: one row per line with the line fields, computed
 * values (amounts) read-only, per-row 上移 / 下移 / 复制 / 删除, 添加一行, the problems of each
 * line under it ("第 2 行：数量…") and the declared totals.
 */
import styled from 'styled-components';
import { Button } from '../../../../../../src/components/Button';
import { t } from '../../../../../../src/i18n';
import { fieldTitle, type FieldDefinition, type LinesSpec } from '../../../../../catalogue/src';
import { formatNumber } from '../display';
import type { OptionsByField } from '../useLookups';
import { LineControl } from './lineControl';
import { copyLine, moveLine, newLine, problemText, removeLine, setValue, typedLine, type EditLine, type LineProblem } from './lineModel';

const Box = styled.section`
  grid-column: 1 / -1;
  display: grid;
  gap: ${(p) => p.theme.space.xs};
`;
const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space.sm};
  h3 { margin: 0; font-size: ${(p) => p.theme.font.size.md}; font-weight: ${(p) => p.theme.font.weight.medium}; color: ${(p) => p.theme.color.text.primary}; }
`;
const Scroll = styled.div`overflow-x: auto; border: 1px solid ${(p) => p.theme.color.border.secondary}; border-radius: ${(p) => p.theme.radius.md};`;
const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  font-size: ${(p) => p.theme.font.size.sm};
  th, td { padding: ${(p) => p.theme.space.xxs} ${(p) => p.theme.space.xs}; border-bottom: 1px solid ${(p) => p.theme.color.border.secondary}; text-align: left; vertical-align: middle; }
  th { background: ${(p) => p.theme.color.fill.secondary}; color: ${(p) => p.theme.color.text.secondary}; font-weight: ${(p) => p.theme.font.weight.medium}; white-space: nowrap; }
  td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
  td.no { color: ${(p) => p.theme.color.text.secondary}; width: 40px; }
  td > * { max-width: 100%; }
  tfoot td { background: ${(p) => p.theme.color.fill.secondary}; font-weight: ${(p) => p.theme.font.weight.medium}; color: ${(p) => p.theme.color.text.primary}; }
`;
const Ops = styled.div`display: flex; gap: ${(p) => p.theme.space.xxs}; white-space: nowrap;`;
const Problems = styled.div`
  margin: 0;
  padding: ${(p) => p.theme.space.xs} ${(p) => p.theme.space.md};
  color: ${(p) => p.theme.color.error.textOnContainer};
  border-left: 3px solid ${(p) => p.theme.color.error.default};
  font-size: ${(p) => p.theme.font.size.sm};
  p { margin: 0; }
`;
const Empty = styled.p`margin: 0; padding: ${(p) => p.theme.space.md}; text-align: center; color: ${(p) => p.theme.color.text.tertiary};`;

/** Relative column widths: the item widest, other choices next, numbers narrow. */
function columnShare(f: FieldDefinition): number {
  if (f.type === 'lookup' || f.type === 'enum') return f.rules?.required ? 28 : 20;
  if (f.type === 'number' || f.type === 'integer') return f.readonly ? 12 : 14;
  return 18;
}

export interface LineEditorProps {
  system: string;
  name: string;
  spec: LinesSpec;
  fields: readonly FieldDefinition[];
  options: OptionsByField;
  lines: EditLine[];
  problems: readonly LineProblem[];
  onChange: (lines: EditLine[]) => void;
  readOnly?: boolean;
}

export function LineEditor({ name, spec, fields, options, lines, problems, onChange, readOnly }: LineEditorProps) {
  const title = t('documents.linesOf', { name });
  const totals = (spec.totals ?? []).map((x) => x.field);
  const sum = (key: string) => lines.reduce((s, l) => s + (Number(typedLine(fields, l)[key]) || 0), 0);
  const shown = (f: FieldDefinition, line: EditLine) => {
    const typed = typedLine(fields, line)[f.key];
    if (typeof typed === 'number') return formatNumber(typed, f.rules?.precision ?? 2);
    const value = line.values[f.key];
    return String(options[f.key]?.find((o) => o.value === value)?.label ?? value ?? '');
  };
  return (
    <Box aria-label={title}>
      <Head>
        <h3>{title}</h3>
        <span>{t('documents.lineCount', { count: lines.length })}</span>
      </Head>
      <Scroll>
        <Table aria-label={title}>
          <colgroup>
            <col style={{ width: 48 }} />
            {fields.map((f) => <col key={f.key} style={{ width: `${columnShare(f)}%` }} />)}
            {!readOnly && <col style={{ width: 136 }} />}
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{t('documents.lineNo')}</th>
              {fields.map((f) => <th key={f.key} scope="col" className={f.type === 'number' || f.type === 'integer' ? 'num' : undefined}>{f.rules?.required ? `* ${fieldTitle(f)}` : fieldTitle(f)}</th>)}
              {!readOnly && <th scope="col">{t('modules.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {lines.map((line, i) => {
              const mine = problems.filter((p) => p.line === i + 1);
              return (
                <tr key={line.key}>
                  <td className="no">{i + 1}</td>
                  {fields.map((f) => (
                    <td key={f.key} className={f.readonly ? 'num' : undefined}>
                      {f.readonly || readOnly ? shown(f, line) : (
                        <LineControl field={f} value={line.values[f.key]} options={options[f.key]} label={t('documents.lineLabel', { line: i + 1, label: f.label })}
                          invalid={mine.some((p) => p.field === f.key)} onChange={(v) => onChange(setValue(lines, i, f.key, v))} />
                      )}
                    </td>
                  ))}
                  {!readOnly && (
                    <td>
                      <Ops>
                        <Button size="sm" variant="text" icon="chevronUp" aria-label={`${t('documents.moveUp')} ${i + 1}`} disabled={i === 0} onClick={() => onChange(moveLine(lines, i, -1))} />
                        <Button size="sm" variant="text" icon="chevronDown" aria-label={`${t('documents.moveDown')} ${i + 1}`} disabled={i === lines.length - 1} onClick={() => onChange(moveLine(lines, i, 1))} />
                        <Button size="sm" variant="text" icon="plus" onClick={() => onChange(copyLine(lines, i))} aria-label={`${t('documents.copyLine')} ${i + 1}`} title={t('documents.copyLine')} />
                        <Button size="sm" variant="text" icon="delete" onClick={() => onChange(removeLine(lines, i))} aria-label={`${t('documents.removeLine')} ${i + 1}`} title={t('documents.removeLine')} />
                      </Ops>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
          {totals.length > 0 && lines.length > 0 && (
            <tfoot>
              <tr>
                <td>{t('documents.total')}</td>
                {fields.map((f) => <td key={f.key} className="num">{totals.includes(f.key) ? formatNumber(Math.round(sum(f.key) * 100) / 100, 2) : ''}</td>)}
                {!readOnly && <td />}
              </tr>
            </tfoot>
          )}
        </Table>
        {!lines.length && <Empty>{t('documents.noLinesYet')}</Empty>}
      </Scroll>
      {problems.length > 0 && <Problems role="alert" aria-label={t('documents.problems')}>{problems.map((p) => <p key={`${p.line}-${p.field}`}>{problemText(p)}</p>)}</Problems>}
      {!readOnly && <div><Button size="sm" icon="plus" onClick={() => onChange([...lines, newLine(fields)])}>{t('documents.addLine')}</Button></div>}
    </Box>
  );
}
