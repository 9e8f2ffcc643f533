import styled from 'styled-components';
import type { Size } from '../types';
import { ROW_HEIGHT } from './layout';

type Align = 'start' | 'center' | 'end';
const justify = (align?: Align) => (align === 'end' ? 'flex-end' : align === 'center' ? 'center' : 'flex-start');
const cellPadding = (size: Size) => (size === 'sm' ? 'xs' : size === 'lg' ? 'md' : 'sm') as 'xs' | 'sm' | 'md';

export const Root = styled.div<{ $size: Size }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.sm};
  min-width: 0;
  color: ${(p) => p.theme.color.text.primary};
  font-size: ${(p) => (p.$size === 'sm' ? p.theme.font.size.sm : p.theme.font.size.md)};
  --cell-pad: ${(p) => p.theme.space[cellPadding(p.$size)]};
  --row-height: ${(p) => ROW_HEIGHT[p.$size]}px;
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space.xs};
`;

export const ToolbarStart = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xs};
  min-width: 0;
`;

/** Positions the loading mask over the scroll area only. */
export const Frame = styled.div`
  position: relative;
`;

export const Scroller = styled.div`
  position: relative;
  overflow: auto;
  background: ${(p) => p.theme.color.bg.container};
  border: 1px solid ${(p) => p.theme.color.border.secondary};
  border-radius: ${(p) => p.theme.radius.lg};
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 1px;
  }
`;

/**
 * Class names of the rows, cells and their contents. These are plain elements styled by
 * the static rules of `Table`: a styled component per cell would have styled-components
 * evaluate and hash its CSS for every cell of every row that scrolls into view.
 * Modifiers are data attributes: `data-pin="start|end"`, `data-edge` (the pinned column
 * next to the scrolling area), `data-align="center|end"` and `data-selected` on rows.
 */
export const tableClass = {
  row: 'dt-row',
  headRow: 'dt-head-row',
  bodyRow: 'dt-body-row',
  cell: 'dt-cell',
  headCell: 'dt-th',
  bodyCell: 'dt-td',
  text: 'dt-text',
  controls: 'dt-controls',
  checkbox: 'dt-checkbox',
} as const;

const c = tableClass;

/** Grid layout instead of table layout: virtual rows and sticky cells need fixed widths. */
export const Table = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  width: max-content;
  min-width: 100%;

  .${c.row} {
    display: flex;
    width: 100%;
    --row-bg: ${(p) => p.theme.color.bg.container};
    background: var(--row-bg);
  }
  .${c.row}[data-selected] { --row-bg: ${(p) => p.theme.color.bg.selected}; }
  .${c.bodyRow}:hover { --row-bg: ${(p) => p.theme.color.bg.hover}; }
  .${c.bodyRow}[data-selected]:hover { --row-bg: ${(p) => p.theme.color.primary.bgHover}; }
  .${c.bodyRow} { height: var(--row-height); }
  .${c.bodyRow}[data-clickable] { cursor: pointer; }
  .${c.headRow} {
    min-height: var(--row-height);
    --row-bg: ${(p) => p.theme.color.fill.secondary};
  }

  .${c.cell} {
    position: relative;
    flex: 1 0 auto;
    display: flex;
    align-items: center;
    justify-content: flex-start;
    box-sizing: border-box;
    min-width: 0;
    padding: 0 var(--cell-pad);
    /* clip, not hidden: same pixels, but no scroll container (and its layer) per cell. */
    overflow: clip;
    background: var(--row-bg);
    border-bottom: 1px solid ${(p) => p.theme.color.border.secondary};
  }
  .${c.cell}[data-align='center'] { justify-content: center; }
  .${c.cell}[data-align='end'] { justify-content: flex-end; }
  /*
   * Each sticky cell is snapped to pixels on its own, so neighbours can leave a 1px seam:
   * a 1px skirt of row background on the inner side covers it. The pinned column next to
   * the scrolling area also draws the divider. Above the resize handles of columns
   * scrolled underneath.
   */
  .${c.cell}[data-pin] {
    position: sticky;
    z-index: 2;
    flex: none;
  }
  .${c.cell}[data-pin='start'] { box-shadow: -1px 0 0 var(--row-bg); }
  .${c.cell}[data-pin='end'] { box-shadow: 1px 0 0 var(--row-bg); }
  .${c.cell}[data-pin='start'][data-edge] { box-shadow: -1px 0 0 var(--row-bg), inset -1px 0 0 ${(p) => p.theme.color.border.default}; }
  .${c.cell}[data-pin='end'][data-edge] { box-shadow: 1px 0 0 var(--row-bg), inset 1px 0 0 ${(p) => p.theme.color.border.default}; }

  .${c.headCell} {
    gap: ${(p) => p.theme.space.xxs};
    font-weight: ${(p) => p.theme.font.weight.bold};
    color: ${(p) => p.theme.color.text.primary};
    border-bottom-color: ${(p) => p.theme.color.border.default};
  }

  .${c.bodyCell} {
    color: ${(p) => p.theme.color.text.primary};
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .${c.bodyCell} > span { overflow: clip; text-overflow: ellipsis; }
  .${c.text} {
    min-width: 0;
    overflow: clip;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* Buttons and checkboxes: centred on the row, spaced apart. */
  .${c.controls} {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space.xs};
  }

  .${c.checkbox} {
    width: ${(p) => p.theme.font.size.lg};
    height: ${(p) => p.theme.font.size.lg};
    margin: 0;
    accent-color: ${(p) => p.theme.color.primary.solid};
    cursor: pointer;
    &:disabled { cursor: not-allowed; }
    &:focus-visible {
      outline: 2px solid ${(p) => p.theme.color.border.focus};
      outline-offset: 2px;
    }
  }
`;

export const Head = styled.div`
  position: sticky;
  top: 0;
  z-index: 3;
  display: grid;
`;

export const Body = styled.div<{ $virtual?: boolean }>`
  display: grid;
  position: ${(p) => (p.$virtual ? 'relative' : 'static')};
  /* Virtual rows are placed by a transform each. */
  ${(p) => (p.$virtual ? `.${c.row} { position: absolute; top: 0; left: 0; }` : '')}
`;

export const SortButton = styled.button<{ $align?: Align }>`
  display: inline-flex;
  align-items: center;
  justify-content: ${(p) => justify(p.$align)};
  gap: ${(p) => p.theme.space.xxs};
  min-width: 0;
  max-width: 100%;
  padding: 0;
  font: inherit;
  color: inherit;
  background: transparent;
  border: none;
  border-radius: ${(p) => p.theme.radius.sm};
  cursor: pointer;
  &:hover { color: ${(p) => p.theme.color.primary.textOnContainer}; }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export const SortMark = styled.span<{ $active: boolean }>`
  display: inline-flex;
  color: ${(p) => (p.$active ? p.theme.color.primary.textOnContainer : p.theme.color.text.secondary)};
`;

export const HeaderText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const ResizeHandle = styled.div<{ $active: boolean }>`
  position: absolute;
  top: 0;
  inset-inline-end: 0;
  z-index: 1;
  width: ${(p) => p.theme.space.xs};
  height: 100%;
  cursor: col-resize;
  touch-action: none;
  user-select: none;
  /* The visible line sits at the column edge; the hit area is wider. */
  background: linear-gradient(
    to right,
    transparent calc(100% - 2px),
    ${(p) => (p.$active ? p.theme.color.primary.default : p.theme.color.border.default)} calc(100% - 2px)
  );
  &:hover { background: linear-gradient(to right, transparent calc(100% - 2px), ${(p) => p.theme.color.primary.default} calc(100% - 2px)); }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: -2px;
  }
`;

/** Status (empty, error, first load) pinned to the visible width while scrolling sideways. */
export const StatusPanel = styled.div`
  position: sticky;
  left: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space.xs};
  width: 100%;
  box-sizing: border-box;
  min-height: calc(${(p) => p.theme.space.xxl} * 3);
  padding: ${(p) => p.theme.space.lg};
  color: ${(p) => p.theme.color.text.secondary};
`;

export const StatusIcon = styled.span<{ $tone: 'muted' | 'error' }>`
  display: inline-flex;
  font-size: ${(p) => p.theme.font.size.h2};
  color: ${(p) => (p.$tone === 'error' ? p.theme.color.error.text : p.theme.color.text.secondary)};
  svg { width: 1em; height: 1em; }
`;

export const StatusDetail = styled.span`
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => p.theme.color.text.secondary};
`;

/** Dims the rows while a new page loads; the rows stay readable for context. */
export const LoadingMask = styled.div`
  position: absolute;
  inset: 0;
  z-index: 4;
  display: flex;
  align-items: center;
  justify-content: center;
  background: color-mix(in srgb, ${(p) => p.theme.color.bg.container} 55%, transparent);
`;

export const LoadingPill = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xs};
  padding: ${(p) => p.theme.space.xs} ${(p) => p.theme.space.md};
  color: ${(p) => p.theme.color.primary.textOnContainer};
  background: ${(p) => p.theme.color.bg.elevated};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow.md};
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;
