/**
 * The seat's groups, the most recently active first: each with its type's mark, the last message
 * and its time, the unread count and “[有人@我]” while a mention is unread; a search box and
 * 发起群聊 above.
 */
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { Badge } from '../../../../../../src/components/Badge';
import { Button } from '../../../../../../src/components/Button';
import { Empty } from '../../../../../../src/components/Empty';
import { Input } from '../../../../../../src/components/Input';
import { Spin } from '../../../../../../src/components/Spin';
import { t } from '../../../../../../src/i18n';
import type { ChatGroup } from '../../../../../catalogue/src';
import { listTime, useNow } from './format';
import { Avatar } from './Avatar';

const Root = styled.nav`
  display: flex;
  flex-direction: column;
  min-height: 0;
  border-right: 1px solid ${(p) => p.theme.color.border.secondary};
`;
const Head = styled.div`display: flex; gap: ${(p) => p.theme.space.xs}; padding: ${(p) => p.theme.space.sm};`;
const List = styled.ul`list-style: none; margin: 0; padding: 0; overflow-y: auto; flex: 1; min-height: 0;`;
const Item = styled.button<{ $active: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  grid-template-rows: auto auto;
  column-gap: ${(p) => p.theme.space.sm};
  row-gap: ${(p) => p.theme.space.xxs};
  align-items: center;
  width: 100%;
  padding: ${(p) => p.theme.space.sm} ${(p) => p.theme.space.md};
  border: 0;
  border-left: 3px solid transparent;
  background: transparent;
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover { background: ${(p) => p.theme.color.bg.hover}; }
  &:focus-visible { outline: none; box-shadow: inset ${(p) => p.theme.shadow.focus}; }
  ${(p) => p.$active && css`background: ${p.theme.color.bg.selected}; border-left-color: ${p.theme.color.primary.default};`}
`;
const Name = styled.span`font-weight: ${(p) => p.theme.font.weight.medium}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;`;
const Time = styled.span`color: ${(p) => p.theme.color.text.tertiary}; font-size: ${(p) => p.theme.font.size.sm}; justify-self: end;`;
const Preview = styled.span`
  grid-column: 2;
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
`;
const Mentioned = styled.span`color: ${(p) => p.theme.color.error.textOnContainer}; margin-right: ${(p) => p.theme.space.xxs};`;
const Count = styled.span`justify-self: end; grid-column: 3;`;
const Pad = styled.div`padding: ${(p) => p.theme.space.lg};`;
/** Read out, not shown: the unread count's words beside its bubble. */
const Hidden = styled.span`position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;`;

export function preview(g: ChatGroup): string {
  const m = g.lastMessage;
  if (!m) return '';
  const text = m.type === 'image' ? t('chat.lastImage') : m.type === 'dispatch' ? t('chat.lastDispatch', { text: m.content.split('\n')[0]! }) : m.content;
  return m.type === 'system' ? text : `${m.senderName}：${text}`;
}

export interface GroupListProps {
  groups: ChatGroup[] | null;
  activeId: number | null;
  onOpen: (id: number) => void;
  onNew: () => void;
}

export function GroupList({ groups, activeId, onOpen, onNew }: GroupListProps) {
  const [query, setQuery] = useState('');
  const now = useNow();
  const shown = (groups ?? []).filter((g) => !query.trim() || g.name.includes(query.trim()));
  return (
    <Root aria-label={t('chat.groups')}>
      <Head>
        <Input size="sm" prefix={undefined} allowClear value={query} onValueChange={setQuery} placeholder={t('chat.searchGroups')} aria-label={t('chat.searchGroups')} />
        <Button size="sm" icon="plus" onClick={onNew}>{t('chat.newGroup')}</Button>
      </Head>
      {groups === null ? <Pad><Spin /></Pad> : shown.length === 0 ? <Pad><Empty size="sm" description={t('chat.noGroups')} /></Pad> : (
        <List>
          {shown.map((g) => (
            <li key={g.id}>
              <Item type="button" $active={g.id === activeId} aria-current={g.id === activeId ? 'true' : undefined} onClick={() => onOpen(g.id)}>
                <Avatar name={g.name} tone={g.groupType} size="lg" />
                <Name>{g.name}{g.unread > 0 && <Hidden>，{t('chat.unreadBadge', { n: g.unread })}</Hidden>}</Name>
                <Time>{g.lastMessage ? listTime(g.lastMessage.sentAt, now) : ''}</Time>
                <Preview>{g.mentioned > 0 && <Mentioned>{t('chat.mentionedBadge')}</Mentioned>}{preview(g)}</Preview>
                <Count aria-hidden="true">{g.unread > 0 && <Badge count={g.unread} label={t('chat.unreadBadge', { n: g.unread })} />}</Count>
              </Item>
            </li>
          ))}
        </List>
      )}
    </Root>
  );
}
