/**
 * A roster (page kind `roster`, catalogue model/roster.ts): people × the days of a month, each
 * cell the shift planned. A shift is dragged from the palette onto a cell, or cells are selected
 * with the pointer or the keyboard and a shift picked for all of them; 复制上周 and 清空 act on
 * the selection. Changes stay marked until 保存排班 sends them in one call (all or nothing).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '../../../../../../src/components/Button';
import { Card } from '../../../../../../src/components/Card';
import { Empty } from '../../../../../../src/components/Empty';
import { message } from '../../../../../../src/components/Message';
import { Select } from '../../../../../../src/components/Select';
import { Spin } from '../../../../../../src/components/Spin';
import { t } from '../../../../../../src/i18n';
import type { ReportDefinition, ResourceDefinition, RosterAnswer, RosterItem, StateAction } from '../../../../../catalogue/src';
import { serverProblem, useModuleData } from '../../dataSource';
import { CodeMark } from '../CodeMark';
import { useLookups } from '../useLookups';
import { cellKey, changesOf, copyWeekBefore, rectangle, setCells, valueOf, type Edits } from './rosterEdits';

const Bar = styled.div`display: flex; flex-wrap: wrap; align-items: center; gap: ${(p) => p.theme.space.sm};`;
const Pick = styled.div`width: calc(${(p) => p.theme.space.xxl} * 3);`;
const Hint = styled.p`margin: 0; color: ${(p) => p.theme.color.text.secondary}; font-size: ${(p) => p.theme.font.size.sm};`;
const Stack = styled.div`display: grid; gap: ${(p) => p.theme.space.sm};`;
const Palette = styled.ul`display: flex; flex-wrap: wrap; gap: ${(p) => p.theme.space.xs}; margin: 0; padding: 0; list-style: none;`;
const Chip = styled.button`
  display: inline-flex; align-items: center; gap: ${(p) => p.theme.space.xxs};
  padding: ${(p) => p.theme.space.xxs} ${(p) => p.theme.space.xs};
  background: ${(p) => p.theme.color.bg.container}; color: ${(p) => p.theme.color.text.primary};
  border: 1px solid ${(p) => p.theme.color.border.default}; border-radius: ${(p) => p.theme.radius.md};
  font-size: ${(p) => p.theme.font.size.sm}; cursor: grab;
  small { color: ${(p) => p.theme.color.text.secondary}; }
  &:hover { border-color: ${(p) => p.theme.color.primary.border}; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; outline-offset: 1px; }
`;
const Scroll = styled.div`overflow: auto; max-height: 70vh; border: 1px solid ${(p) => p.theme.color.border.secondary}; border-radius: ${(p) => p.theme.radius.md};`;
const Grid = styled.table`
  border-collapse: separate; border-spacing: 0; font-size: ${(p) => p.theme.font.size.sm};
  th, td { border-bottom: 1px solid ${(p) => p.theme.color.border.secondary}; border-right: 1px solid ${(p) => p.theme.color.border.secondary}; padding: 0; }
  thead th { position: sticky; top: 0; z-index: 2; background: ${(p) => p.theme.color.fill.secondary}; font-weight: 500; padding: ${(p) => p.theme.space.xxs}; min-width: 40px; }
  tbody th { position: sticky; left: 0; z-index: 1; background: ${(p) => p.theme.color.bg.container}; text-align: left; padding: ${(p) => p.theme.space.xxs} ${(p) => p.theme.space.xs}; white-space: nowrap; font-weight: 400; }
  thead th:first-child { left: 0; z-index: 3; }
  tbody th small { display: block; color: ${(p) => p.theme.color.text.secondary}; }
`;
const DayHead = styled.th<{ $off: boolean }>`
  ${(p) => p.$off && css`color: ${p.theme.color.error.text};`}
  small { display: block; font-weight: 400; color: ${(p) => p.theme.color.text.secondary}; }
`;
const Cell = styled.td<{ $off: boolean }>`${(p) => p.$off && css`background: ${p.theme.color.fill.default};`}`;
const CellButton = styled.button<{ $selected: boolean; $changed: boolean }>`
  display: flex; align-items: center; justify-content: center; width: 100%; min-width: 40px; height: 32px;
  background: ${(p) => (p.$selected ? p.theme.color.primary.bg : 'transparent')}; border: none; cursor: pointer; color: inherit;
  outline: ${(p) => (p.$selected ? `2px solid ${p.theme.color.primary.border}` : 'none')}; outline-offset: -2px;
  ${(p) => p.$changed && css`box-shadow: inset 0 0 0 1px ${p.theme.color.warning.border}; background-image: linear-gradient(135deg, ${p.theme.color.warning.bg} 25%, transparent 25%);`}
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; outline-offset: -2px; }
`;

export interface RosterViewProps {
  title: string;
  grid: ReportDefinition;
  resource: ResourceDefinition;
  save: StateAction;
  filters: readonly string[];
  /** YYYY-MM shown first (this month by default). */
  month?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const thisMonth = () => { const d = new Date(); return `${d.getFullYear()}-${pad(d.getMonth() + 1)}`; };

/** Two months back to two ahead of `around`: plans look ahead. */
function monthOptions(around: string): { value: string; label: string }[] {
  const [y, m] = around.split('-').map(Number);
  return [2, 1, 0, -1, -2].map((k) => {
    const d = new Date(y!, m! - 1 + k, 1);
    return { value: `${d.getFullYear()}-${pad(d.getMonth() + 1)}`, label: `${d.getFullYear()}年${d.getMonth() + 1}月` };
  });
}

export function RosterView({ title, grid, resource, save, filters, month: initialMonth }: RosterViewProps) {
  const data = useModuleData();
  const lookups = useLookups(resource, filters);
  const [month, setMonth] = useState(initialMonth ?? thisMonth());
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState<RosterAnswer | null>(null);
  const [loading, setLoading] = useState(true);
  const [edits, setEdits] = useState<Edits>(new Map());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [focus, setFocus] = useState({ r: 0, d: 0 });
  const [anchor, setAnchor] = useState({ r: 0, d: 0 });
  const [saving, setSaving] = useState(false);
  const gridRef = useRef<HTMLTableElement>(null);

  // The first filter starts on its first option (one group's roster, not every person at once).
  const first = filters[0];
  const firstOptions = first ? lookups[first] : undefined;
  useEffect(() => {
    if (first && firstOptions?.length && chosen[first] === undefined) setChosen((c) => ({ ...c, [first]: String(firstOptions[0]!.value) }));
  }, [first, firstOptions, chosen]);
  const ready = !first || chosen[first] !== undefined || (firstOptions !== undefined && firstOptions.length === 0);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setAnswer(await data.report<RosterAnswer>(grid, { month, ...chosen }));
      setEdits(new Map());
      setSelected(new Set());
    } catch {
      setAnswer(null);
    } finally {
      setLoading(false);
    }
  }, [data, grid, month, chosen]);
  useEffect(() => { if (ready) void load(); }, [load, ready]);

  const items = useMemo(() => new Map((answer?.palette ?? []).map((i) => [i.id, i])), [answer]);
  const apply = (keys: Iterable<string>, value: number | null) => answer && setEdits((e) => setCells(answer, e, keys, value));
  const pick = (value: number | null) => {
    if (!selected.size) return void message.warning(t('roster.selectFirst'));
    apply(selected, value);
  };
  const copy = () => {
    if (!answer) return;
    if (!selected.size) return void message.warning(t('roster.selectFirst'));
    setEdits((e) => copyWeekBefore(answer, e, selected));
  };
  const submit = async () => {
    setSaving(true);
    try {
      await data.action(resource, save, { month, changes: changesOf(edits) });
      void message.success(t('roster.saved'));
      await load();
    } catch (error) {
      void message.error(serverProblem(error).msg);
    } finally {
      setSaving(false);
    }
  };

  const focusCell = (r: number, d: number) => {
    setFocus({ r, d });
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-cell="${r}-${d}"]`)?.focus();
  };
  const toggle = (key: string, only: boolean) => setSelected((s) => {
    const next = new Set(only ? [] : s);
    if (s.has(key) && (!only || s.size === 1)) next.delete(key);
    else next.add(key);
    return next;
  });
  const onCellKey = (e: KeyboardEvent, r: number, d: number) => {
    if (!answer) return;
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      const nr = Math.max(0, Math.min(answer.rows.length - 1, r + move[0]));
      const nd = Math.max(0, Math.min(answer.days.length - 1, d + move[1]));
      if (e.shiftKey) setSelected(new Set(rectangle(answer, anchor, { r: nr, d: nd })));
      else setAnchor({ r: nr, d: nd });
      focusCell(nr, nd);
    } else if (e.key === ' ') {
      e.preventDefault();
      setAnchor({ r, d });
      toggle(cellKey(answer.rows[r]!.id, answer.days[d]!.date), false);
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      apply(selected.size ? selected : [cellKey(answer.rows[r]!.id, answer.days[d]!.date)], null);
    } else if (/^[1-9]$/.test(e.key)) {
      const item = answer.palette[Number(e.key) - 1];
      if (item) apply(selected.size ? selected : [cellKey(answer.rows[r]!.id, answer.days[d]!.date)], item.id);
    }
  };
  const onDrop = (e: DragEvent, key: string) => {
    e.preventDefault();
    const raw = e.dataTransfer.getData('text/plain');
    const value = raw === 'rest' ? null : Number(raw);
    if (raw !== 'rest' && !items.has(value!)) return;
    apply(selected.has(key) ? selected : [key], value);
  };
  const dragStart = (e: DragEvent, item: RosterItem | null) => {
    e.dataTransfer.setData('text/plain', item ? String(item.id) : 'rest');
    e.dataTransfer.effectAllowed = 'copy';
  };

  const pending = edits.size;
  const weekdays = t('roster.weekdays');
  const toolbar = (
    <Bar>
      <span>{t('roster.month')}</span>
      <Pick><Select aria-label={t('roster.month')} options={monthOptions(thisMonth())} value={month} onChange={(v) => v && setMonth(v)} /></Pick>
      {filters.map((key) => {
        const f = resource.fields.find((x) => x.key === key);
        return f ? (
          <Pick key={key}>
            <Select aria-label={f.label} placeholder={f.label} allowClear={key !== first} options={lookups[key] ?? []} value={chosen[key] ?? null}
              onChange={(v) => setChosen((c) => { const next = { ...c }; if (v) next[key] = String(v); else delete next[key]; return next; })} />
          </Pick>
        ) : null;
      })}
      <Button onClick={copy}>{t('roster.copyLastWeek')}</Button>
      <Button onClick={() => pick(null)}>{t('roster.clear')}</Button>
      <Button disabled={!pending} onClick={() => setEdits(new Map())}>{t('roster.undo')}</Button>
      <Button variant="primary" disabled={!pending} loading={saving} onClick={() => void submit()}>{t('roster.save')}</Button>
      {pending > 0 && <span role="status">{t('roster.pending', { count: pending })}</span>}
      {selected.size > 0 && (
        <>
          <span role="status">{t('roster.selected', { count: selected.size })}</span>
          <Button size="sm" variant="link" onClick={() => setSelected(new Set())}>{t('roster.clearSelection')}</Button>
        </>
      )}
    </Bar>
  );

  return (
    <Card title={title}>
      <Stack>
        {toolbar}
        {answer && (
          <>
            <Palette aria-label={t('roster.palette')}>
              {answer.palette.map((item, i) => (
                <li key={item.id}>
                  <Chip type="button" draggable onDragStart={(e) => dragStart(e, item)} onClick={() => pick(item.id)} title={item.detail} aria-keyshortcuts={String(i + 1)}>
                    <CodeMark option={item} decorative />{item.label}{item.detail && <small> {item.detail}</small>}
                  </Chip>
                </li>
              ))}
              <li><Chip type="button" draggable onDragStart={(e) => dragStart(e, null)} onClick={() => pick(null)}><CodeMark option={{ label: t('roster.rest'), short: '休' }} decorative />{t('roster.rest')}</Chip></li>
            </Palette>
            <Hint>{t('roster.paletteHint')}；{t('roster.keyboardHint')}</Hint>
          </>
        )}
        {loading ? <Spin /> : !answer || !answer.rows.length ? <Empty description={t('roster.noPeople')} /> : (
          <Scroll>
            <Grid ref={gridRef} aria-label={t('roster.grid', { title, month })}>
              <thead>
                <tr>
                  <th scope="col">{t('roster.person')}</th>
                  {answer.days.map((d) => (
                    <DayHead key={d.date} scope="col" $off={d.off} title={d.holiday}>{Number(d.date.slice(8))}<small>{d.holiday ? d.holiday.slice(0, 2) : weekdays[d.weekday]}</small></DayHead>
                  ))}
                </tr>
              </thead>
              <tbody>
                {answer.rows.map((row, r) => (
                  <tr key={row.id}>
                    <th scope="row">{row.label}{row.detail && <small>{row.detail}</small>}</th>
                    {answer.days.map((day, d) => {
                      const key = cellKey(row.id, day.date);
                      const value = valueOf(answer, edits, row.id, day.date);
                      const item = value === null ? undefined : items.get(value);
                      const changed = edits.has(key);
                      const label = t('roster.cell', { person: row.label, date: day.date, weekday: weekdays[day.weekday]!, value: item?.label ?? t('roster.rest') }) + (changed ? t('roster.changed') : '');
                      return (
                        <Cell key={day.date} $off={day.off} onDragOver={(e) => e.preventDefault()} onDrop={(e) => onDrop(e, key)}>
                          <CellButton type="button" data-cell={`${r}-${d}`} tabIndex={focus.r === r && focus.d === d ? 0 : -1} aria-pressed={selected.has(key)} aria-label={label}
                            $selected={selected.has(key)} $changed={changed}
                            onClick={(e) => {
                              setFocus({ r, d });
                              if (e.shiftKey) setSelected(new Set(rectangle(answer, anchor, { r, d })));
                              else { setAnchor({ r, d }); toggle(key, !(e.ctrlKey || e.metaKey)); }
                            }}
                            onKeyDown={(e) => onCellKey(e, r, d)}>
                            {item && <CodeMark option={item} title={label} />}
                          </CellButton>
                        </Cell>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </Grid>
          </Scroll>
        )}
      </Stack>
    </Card>
  );
}
