/**
 * A row's actions (issue 15): at most two links in the row, the rest under 更多, so the 操作
 * column stays narrow and never covers data. Order: 详情, 编辑, the row's state actions, 删除.
 * Three actions stay three links: 更多 would take the third link's room and hide it for nothing
 * (docs/decisions/0207).
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../../src/components/Button';
import { DropdownMenu } from '../../../../../src/components/DropdownMenu';
import { t } from '../../../../../src/i18n';

export interface RowAction {
  key: string;
  label: string;
  onSelect: () => void;
  danger?: boolean;
}

/** Links shown in the row before the rest go under 更多. */
export const INLINE_ACTIONS = 2;

const Buttons = styled.div`display: flex; gap: ${(p) => p.theme.space.xxs}; flex-wrap: nowrap;`;

/** `lead`: links of the row's own kind (a workflow's steps), shown after the first action. */
export function RowActions({ actions, lead }: { actions: readonly RowAction[]; lead?: ReactNode }) {
  const overflow = actions.length > INLINE_ACTIONS + 1;
  const inline = overflow ? actions.slice(0, INLINE_ACTIONS) : actions;
  const rest = overflow ? actions.slice(INLINE_ACTIONS) : [];
  return (
    <Buttons>
      {inline.slice(0, 1).map(link)}
      {lead}
      {inline.slice(1).map(link)}
      {rest.length > 0 && (
        <DropdownMenu align="end" items={rest.map((a) => ({ key: a.key, label: a.label, danger: a.danger, onSelect: a.onSelect }))}>
          <Button size="sm" variant="link">{t('lists.more')}</Button>
        </DropdownMenu>
      )}
    </Buttons>
  );
}

function link(a: RowAction) {
  return <Button key={a.key} size="sm" variant="link" onClick={a.onSelect}>{a.label}</Button>;
}

/** A link button's width: ~14 px a character plus padding and the gap. */
export const linkWidth = (label: string) => [...label].length * 14 + 22;

/** Width of the 操作 column for rows of up to `most` actions: link buttons are ~14 px a character plus padding. */
export function rowActionsWidth(labelsOfWidestRow: readonly string[]): number {
  const overflow = labelsOfWidestRow.length > INLINE_ACTIONS + 1;
  const shown = overflow ? [...labelsOfWidestRow.slice(0, INLINE_ACTIONS), t('lists.more')] : labelsOfWidestRow;
  return shown.reduce((w, label) => w + linkWidth(label), 32);
}
