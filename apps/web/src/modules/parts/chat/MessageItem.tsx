/**
 * One message: a system line in the middle; others' on the left with their mark and name, one's
 * own on the right with its read receipt. Text keeps its line breaks and highlights @mentions
 * (one's own name stronger); an image opens the preview; a dispatch shows as a task card.
 */
import styled, { css } from 'styled-components';
import { t } from '../../../../../../src/i18n';
import type { ChatData } from '../../chat/data';
import type { ChatMessage } from '../../../../../catalogue/src';
import { Avatar } from './Avatar';
import { ChatImage } from './ChatImage';
import { messageTime, useNow } from './format';
import { splitMentions, type Mentionable } from './mentions';
import { Receipt } from './Receipt';

const Row = styled.li<{ $mine: boolean }>`
  display: flex;
  gap: ${(p) => p.theme.space.sm};
  align-items: flex-start;
  padding: ${(p) => p.theme.space.xs} ${(p) => p.theme.space.md};
  ${(p) => p.$mine && css`flex-direction: row-reverse;`}
`;
const Column = styled.div<{ $mine: boolean }>`
  display: flex; flex-direction: column; gap: ${(p) => p.theme.space.xxs}; max-width: 68%;
  align-items: ${(p) => (p.$mine ? 'flex-end' : 'flex-start')};
`;
const Meta = styled.div`color: ${(p) => p.theme.color.text.tertiary}; font-size: ${(p) => p.theme.font.size.sm};`;
const Bubble = styled.div<{ $mine: boolean }>`
  padding: ${(p) => p.theme.space.xs} ${(p) => p.theme.space.sm};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => (p.$mine ? p.theme.color.primary.bg : p.theme.color.fill.default)};
  border: 1px solid ${(p) => (p.$mine ? p.theme.color.primary.border : p.theme.color.border.secondary)};
  color: ${(p) => p.theme.color.text.primary};
  white-space: pre-wrap;
  word-break: break-word;
  line-height: ${(p) => p.theme.font.lineHeight.normal};
`;
const Mention = styled.span<{ $me: boolean }>`
  color: ${(p) => p.theme.color.primary.textOnContainer};
  font-weight: ${(p) => p.theme.font.weight.bold};
  ${(p) => p.$me && css`background: ${p.theme.color.warning.bg}; color: ${p.theme.color.warning.text}; border-radius: ${p.theme.radius.sm}; padding: 0 2px;`}
`;
const Card = styled.div`
  min-width: calc(${(p) => p.theme.space.xxl} * 5);
  border: 1px solid ${(p) => p.theme.color.warning.border};
  border-left: 4px solid ${(p) => p.theme.color.warning.default};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.container};
  padding: ${(p) => p.theme.space.xs} ${(p) => p.theme.space.sm};
  white-space: pre-wrap;
  word-break: break-word;
  line-height: ${(p) => p.theme.font.lineHeight.normal};
`;
const CardHead = styled.div`color: ${(p) => p.theme.color.warning.textOnContainer}; font-weight: ${(p) => p.theme.font.weight.bold}; margin-bottom: ${(p) => p.theme.space.xxs};`;
const System = styled.li`
  text-align: center;
  padding: ${(p) => p.theme.space.xxs} ${(p) => p.theme.space.md};
  span { display: inline-block; padding: 2px ${(p) => p.theme.space.sm}; border-radius: ${(p) => p.theme.radius.round};
    background: ${(p) => p.theme.color.fill.secondary}; color: ${(p) => p.theme.color.text.secondary}; font-size: ${(p) => p.theme.font.size.sm}; }
`;

export interface MessageItemProps {
  data: ChatData;
  message: ChatMessage;
  me: string;
  /** Names of the members this message may mention (its `mentions` keys). */
  names: ReadonlyMap<string, string>;
  receipt: { read: number; unread: number };
}

function Text({ message, me, names }: Pick<MessageItemProps, 'message' | 'me' | 'names'>) {
  const mentioned: Mentionable[] = message.mentions.map((key) => ({ key, name: key === 'all' ? t('chat.mentionAll') : names.get(key) ?? '' })).filter((m) => m.name);
  return <>{splitMentions(message.content, mentioned).map((part, i) => (part.mention ? <Mention key={i} $me={part.mention === me || part.mention === 'all'}>{part.text}</Mention> : part.text))}</>;
}

export function MessageItem({ data, message: m, me, names, receipt }: MessageItemProps) {
  const now = useNow();
  if (m.type === 'system') return <System><span>{m.content}</span></System>;
  const mine = m.sender === me;
  const kind = m.sender.startsWith('s') ? 'staff' : 'seat';
  return (
    <Row $mine={mine} aria-label={`${mine ? t('chat.me') : m.senderName} ${messageTime(m.sentAt, now)}`}>
      <Avatar name={m.senderName} tone={kind} />
      <Column $mine={mine}>
        <Meta>{mine ? '' : `${m.senderName} · `}{messageTime(m.sentAt, now)}</Meta>
        {m.type === 'image' && m.fileId ? <ChatImage data={data} fileId={m.fileId} sender={m.senderName} />
          : m.type === 'dispatch' ? <Card><CardHead>{t('chat.dispatchCard')}{m.dispatchCode ? ` · ${m.dispatchCode}` : ''}</CardHead><Text message={m} me={me} names={names} /></Card>
            : <Bubble $mine={mine}><Text message={m} me={me} names={names} /></Bubble>}
        {mine && <Receipt data={data} groupId={m.groupId} messageId={m.id} read={receipt.read} unread={receipt.unread} />}
      </Column>
    </Row>
  );
}
