/**
 * Dashboard and kanban pages: stat tiles on top, then the charts, all from catalogue reports.
 * One period control drives every chart (declared choices per board, kept in the address),
 * every widget says which period it shows, the board refreshes itself (更新于 HH:mm, paused
 * while the browser tab is hidden) and a click on a chart opens the filtered list behind it.
 */
import { useCallback, useMemo, useState } from 'react';
import styled, { css } from 'styled-components';
import { Spin } from '../../../../../src/components/Spin';
import { dayjs } from '../../../../../src/i18n/dayjs';
import { t } from '../../../../../src/i18n';
import { Segmented } from '../../../../../src/kanban/Segmented';
import type { Widget as WidgetDef } from '../../../../catalogue/src';
import type { TabPageProps } from '../../pages/tabPage';
import { useModuleData } from '../dataSource';
import { usePageAddress } from '../pageAddress';
import { pageOf } from '../pageContext';
import { boardRange } from '../parts/boardPeriod';
import { BoardFetchContext, sharedFetch } from '../parts/boardRequests';
import { useBoardRefresh } from '../parts/useBoardRefresh';
import { useDataRange } from '../parts/useDataRange';
import { Widget } from '../parts/Widget';
import { PageRoot } from './styles';

const DEFAULT_PERIODS = [30, 7, 90];

/**
 * A wall board fills its panel: tiles, then rows of charts that share the height left — but never
 * below a readable chart height (4.5 × xxl); a smaller window scrolls instead of squeezing.
 */
const Board = styled(PageRoot)<{ $wall: boolean }>`
  ${(p) => p.$wall && css`min-height: 100%; grid-template-rows: auto auto 1fr;`}
`;
const Tiles = styled.div`display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: ${(p) => p.theme.space.md};`;
/** Rows of one fixed height: charts fill their panel, a ten-line ranking fits without spilling over the next row. */
const Charts = styled.div<{ $wall: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, calc(${(p) => p.theme.space.xxl} * 9)), 1fr));
  grid-auto-rows: ${(p) => (p.$wall ? css`minmax(calc(${p.theme.space.xxl} * 4.5), 1fr)` : css`calc(${p.theme.space.xxl} * 9)`)};
  gap: ${(p) => p.theme.space.md};
  min-height: 0;
  & > * { min-width: 0; min-height: 0; }
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space.md};
  color: ${(p) => p.theme.color.text.secondary};
  & > :last-child { margin-left: auto; }
`;

export default function BoardPage({ uri }: TabPageProps) {
  const { system, page } = pageOf(uri);
  const board = page.kind === 'dashboard' || page.kind === 'kanban' ? page : null;
  const address = usePageAddress();
  const periods = board?.periods?.length ? board.periods : DEFAULT_PERIODS;
  const [days, setDaysState] = useState(() => {
    const asked = Number(address.initial.period);
    return periods.includes(asked) ? asked : periods[0]!;
  });
  const { tick, updatedAt } = useBoardRefresh(board?.refreshSeconds);
  const data = useDataRange(system, days, tick);
  const source = useModuleData();
  // A new cache per refresh: tiles of one report share a request within it.
  const fetch = useMemo(() => sharedFetch(source), [source, tick]); // eslint-disable-line react-hooks/exhaustive-deps
  const range = useMemo(() => (data ? boardRange(data.end, days) : null), [data, days]);
  const setDays = useCallback((next: number) => {
    setDaysState(next);
    address.update({ period: String(next) });
  }, [address]);

  const drill = useCallback((widget: WidgetDef, value: string) => {
    if (!widget.drill || !range) return;
    const query = new URLSearchParams();
    if (widget.drill.filter) query.set(widget.drill.filter, value);
    if (widget.drill.scope) query.set('scope', widget.drill.scope);
    if (widget.drill.dateFilter) {
      query.set(`${widget.drill.dateFilter}Start`, range.startDate);
      query.set(`${widget.drill.dateFilter}End`, range.endDate);
    }
    address.open?.(`/${system}/${widget.drill.page}?${query.toString()}`);
  }, [address, range, system]);

  if (!board) return null;
  if (!data || !range) return <PageRoot aria-label={page.title}><Spin /></PageRoot>;
  const tiles = board.widgets.filter((w) => w.kind === 'stat');
  const charts = board.widgets.filter((w) => w.kind !== 'stat');
  const interval = board.refreshSeconds
    ? board.refreshSeconds % 60 === 0 ? t('modules.board.minutes', { n: board.refreshSeconds / 60 }) : t('modules.board.seconds', { n: board.refreshSeconds })
    : '';
  const common = { system, range, end: data.end, first: data.first, tick, onDrill: drill };
  return (
    <BoardFetchContext.Provider value={fetch}>
      <Board aria-label={page.title} $wall={Boolean(board.wall)}>
        <Bar>
          <span>{t('modules.referenceDate', { date: data.end })}</span>
          <Segmented label={t('modules.board.period')} value={String(days)} onChange={(v) => setDays(Number(v))}
            options={periods.map((d) => ({ value: String(d), label: t('modules.board.periodDays', { days: d }) }))} />
          {board.refreshSeconds ? (
            <span role="status" title={t('modules.board.autoRefresh', { interval })}>{t('modules.board.updatedAt', { time: dayjs(updatedAt).format('HH:mm') })}</span>
          ) : <span />}
        </Bar>
        <Tiles>{tiles.map((w) => <Widget key={w.title} widget={w} {...common} />)}</Tiles>
        <Charts $wall={Boolean(board.wall)}>{charts.map((w) => <div key={w.title}><Widget widget={w} {...common} /></div>)}</Charts>
      </Board>
    </BoardFetchContext.Provider>
  );
}
