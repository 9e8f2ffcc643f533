/**
 * The board grid: `columns` × `rows` of equal tracks that fill the available height in
 * screen mode; one scrolling column in narrow mode. Items span cells with BoardItem.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { BOARD_COLUMNS, BOARD_ROWS } from './constants';
import { useScreen } from './screenContext';
import { scaled } from './styles';

const Grid = styled.div<{ $columns: number; $rows: number | string; $narrow: boolean }>`
  display: grid;
  gap: ${(p) => scaled(p.theme.space.sm)};
  min-height: 0;
  grid-template-columns: ${(p) => (p.$narrow ? 'minmax(0, 1fr)' : `repeat(${p.$columns}, minmax(0, 1fr))`)};
  grid-template-rows: ${(p) => (p.$narrow ? 'none' : typeof p.$rows === 'string' ? p.$rows : `repeat(${p.$rows}, minmax(0, 1fr))`)};
  grid-auto-rows: ${(p) => (p.$narrow ? 'auto' : 'minmax(0, 1fr)')};
  height: ${(p) => (p.$narrow ? 'auto' : '100%')};
`;

const Item = styled.div<{ $col: number; $row: number; $narrow: boolean; $minHeight?: string }>`
  min-width: 0;
  min-height: 0;
  grid-column: ${(p) => (p.$narrow ? 'auto' : `span ${p.$col}`)};
  grid-row: ${(p) => (p.$narrow ? 'auto' : `span ${p.$row}`)};
  height: ${(p) => (p.$narrow ? (p.$minHeight ?? `calc(${p.theme.space.xxl} * 6 * var(--screen-scale, 1))`) : 'auto')};
`;

export interface BoardProps extends HTMLAttributes<HTMLDivElement> {
  columns?: number;
  /** Number of equal rows, or a grid-template-rows value (e.g. 'auto 1fr 1fr'). */
  rows?: number | string;
  children?: ReactNode;
}

export function Board({ columns = BOARD_COLUMNS, rows = BOARD_ROWS, children, ...rest }: BoardProps) {
  const { mode } = useScreen();
  return (
    <Grid $columns={columns} $rows={rows} $narrow={mode === 'narrow'} {...rest}>
      {children}
    </Grid>
  );
}

export interface BoardItemProps extends HTMLAttributes<HTMLDivElement> {
  colSpan?: number;
  rowSpan?: number;
  /** Height in narrow (one-column) mode; defaults to a chart-sized block. */
  narrowHeight?: string;
  children?: ReactNode;
}

export function BoardItem({ colSpan = 1, rowSpan = 1, narrowHeight, children, ...rest }: BoardItemProps) {
  const { mode } = useScreen();
  return (
    <Item $col={colSpan} $row={rowSpan} $narrow={mode === 'narrow'} $minHeight={narrowHeight} {...rest}>
      {children}
    </Item>
  );
}
