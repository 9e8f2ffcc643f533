/** Under one's own message: “全部已读” or “n 人未读”, opening who has read it and who has not. */
import { useState } from 'react';
import styled from 'styled-components';
import { Popover } from '../../../../../../src/components/Popover';
import { Spin } from '../../../../../../src/components/Spin';
import { t } from '../../../../../../src/i18n';
import type { ChatData } from '../../chat/data';
import type { Reader } from '../../../../../catalogue/src';

const Trigger = styled.button<{ $all: boolean }>`
  border: 0;
  background: transparent;
  padding: 0;
  font: inherit;
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => (p.$all ? p.theme.color.text.tertiary : p.theme.color.text.link)};
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; }
`;
const Columns = styled.div`display: grid; grid-template-columns: 1fr 1fr; gap: ${(p) => p.theme.space.md}; min-width: calc(${(p) => p.theme.space.xxl} * 5);`;
const Names = styled.ul`list-style: none; margin: ${(p) => p.theme.space.xxs} 0 0; padding: 0; max-height: calc(${(p) => p.theme.space.xxl} * 4); overflow-y: auto;
  li { padding: 2px 0; color: ${(p) => p.theme.color.text.secondary}; }`;
const Head = styled.h4`margin: 0; font-size: ${(p) => p.theme.font.size.sm};`;

export function Receipt({ data, groupId, messageId, read, unread }: { data: ChatData; groupId: number; messageId: number; read: number; unread: number }) {
  const [who, setWho] = useState<{ read: Reader[]; unread: Reader[] } | null>(null);
  const load = (open: boolean) => {
    if (open) void data.readers(groupId, messageId).then(setWho, () => setWho({ read: [], unread: [] }));
    else setWho(null);
  };
  const label = unread === 0 ? t('chat.readAll') : t('chat.unreadCount', { n: unread });
  return (
    <Popover onOpenChange={load} side="left" aria-label={t('chat.readers', { read, unread })} content={!who ? <Spin size="sm" /> : (
      <Columns>
        <div><Head>{t('chat.readList')} {who.read.length}</Head><Names>{who.read.map((r) => <li key={r.key}>{r.name}</li>)}</Names></div>
        <div><Head>{t('chat.unreadList')} {who.unread.length}</Head><Names>{who.unread.map((r) => <li key={r.key}>{r.name}</li>)}</Names></div>
      </Columns>
    )}>
      <Trigger type="button" $all={unread === 0}>{label}</Trigger>
    </Popover>
  );
}
