import { memo, type MouseEvent, type ReactNode } from 'react';
import { Icon } from '../../icons';
import type { Size } from '../types';
import type { VisibleRow } from './treeModel';
import { Check, Row, Toggle } from './Tree.styles';

export interface TreeRowProps {
  id: string;
  row: VisibleRow;
  top: number;
  size: Size;
  active: boolean;
  selected: boolean;
  checkable: boolean;
  checkState: 'on' | 'off' | 'mixed';
  query: string;
  onToggle: (key: string) => void;
  onActivate: (key: string) => void;
  onCheck: (key: string) => void;
}

/** Wraps every case-insensitive occurrence of the query in <mark>. */
export function highlight(title: string, query: string): ReactNode {
  const needle = query.trim().toLowerCase();
  if (!needle) return title;
  const parts: ReactNode[] = [];
  const lower = title.toLowerCase();
  let from = 0;
  let at = lower.indexOf(needle);
  while (at >= 0) {
    if (at > from) parts.push(title.slice(from, at));
    parts.push(<mark key={at}>{title.slice(at, at + needle.length)}</mark>);
    from = at + needle.length;
    at = lower.indexOf(needle, from);
  }
  if (from < title.length) parts.push(title.slice(from));
  return parts;
}

export const TreeRow = memo(function TreeRow({ id, row, top, size, active, selected, checkable, checkState, query, onToggle, onActivate, onCheck }: TreeRowProps) {
  const { node } = row;
  const disabled = Boolean(node.disabled);
  const stop = (handler: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    handler();
  };
  return (
    <Row
      id={id}
      role="treeitem"
      aria-level={row.depth}
      aria-posinset={row.posInSet}
      aria-setsize={row.setSize}
      aria-expanded={row.hasChildren ? row.expanded : undefined}
      aria-selected={checkable ? undefined : selected}
      aria-checked={checkable ? (checkState === 'on' ? true : checkState === 'mixed' ? 'mixed' : false) : undefined}
      aria-disabled={disabled || undefined}
      data-key={node.key}
      $size={size}
      data-active={active}
      $selected={selected}
      $disabled={disabled}
      style={{ transform: `translateY(${top}px)`, paddingLeft: `calc(${row.depth - 1} * var(--tree-indent))` }}
      onClick={() => onActivate(node.key)}
      draggable={node.dragData !== undefined && !disabled ? true : undefined}
      onDragStart={node.dragData !== undefined ? (event) => { event.dataTransfer.setData('text/plain', node.dragData!); event.dataTransfer.effectAllowed = 'copy'; } : undefined}
    >
      <Toggle $expanded={row.expanded} $leaf={!row.hasChildren} onClick={stop(() => onToggle(node.key))} aria-hidden="true">
        <Icon name="chevronRight" size="sm" />
      </Toggle>
      {checkable && (
        <Check $state={checkState} $disabled={disabled} aria-hidden="true" onClick={stop(() => { if (!disabled) onCheck(node.key); })}>
          {checkState === 'on' && <Icon name="check" size="sm" />}
        </Check>
      )}
      {node.prefix}
      <span>{highlight(node.title, query)}</span>
      {node.suffix}
    </Row>
  );
});
