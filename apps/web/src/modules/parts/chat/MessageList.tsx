/**
 * The open group's messages as a log: day dividers, older pages loaded when the reader scrolls to
 * the top (the view stays where it was), the newest kept in view while the reader is at the
 * bottom (also when a message grows after it is shown), and “n 条新消息” to jump down when they are not.
 */
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../../../src/components/Button';
import { Spin } from '../../../../../../src/components/Spin';
import { t } from '../../../../../../src/i18n';
import type { ChatData } from '../../chat/data';
import type { ChatMessage } from '../../../../../catalogue/src';
import { dayTitle, sameDay } from './format';
import { MessageItem } from './MessageItem';

// The log places its view itself (older pages, the bottom): the browser's scroll anchoring would move it again.
const Scroll = styled.div`position: relative; flex: 1; min-height: 0; overflow-y: auto; overflow-anchor: none; padding: ${(p) => p.theme.space.xs} 0;`;
const Log = styled.ol`list-style: none; margin: 0; padding: 0;`;
const LogRegion = styled.div``;
const Note = styled.li`text-align: center; color: ${(p) => p.theme.color.text.tertiary}; font-size: ${(p) => p.theme.font.size.sm}; padding: ${(p) => p.theme.space.xs};`;
const Day = styled.li`
  display: flex; align-items: center; gap: ${(p) => p.theme.space.sm}; padding: ${(p) => p.theme.space.sm} ${(p) => p.theme.space.md};
  color: ${(p) => p.theme.color.text.tertiary}; font-size: ${(p) => p.theme.font.size.sm};
  &::before, &::after { content: ''; flex: 1; border-top: 1px solid ${(p) => p.theme.color.border.secondary}; }
`;
const Jump = styled.div`position: sticky; bottom: ${(p) => p.theme.space.xs}; display: flex; justify-content: center; pointer-events: none; & > * { pointer-events: auto; }`;

const NEAR = 48;

export interface MessageListProps {
  data: ChatData;
  groupName: string;
  messages: ChatMessage[];
  me: string;
  names: ReadonlyMap<string, string>;
  hasMore: boolean;
  loadingOlder: boolean;
  fresh: number;
  receipt: (m: ChatMessage) => { read: number; unread: number };
  onLoadOlder: () => void;
  onAtBottom: (yes: boolean) => void;
}

export function MessageList({ data, groupName, messages, me, names, hasMore, loadingOlder, fresh, receipt, onLoadOlder, onAtBottom }: MessageListProps) {
  const box = useRef<HTMLDivElement>(null);
  const before = useRef({ first: 0, last: 0, height: 0, bottom: true });

  // After a render: an older page keeps the view on what was read; a new message follows the bottom.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const first = messages[0]?.id ?? 0;
    const last = messages.at(-1)?.id ?? 0;
    const prev = before.current;
    if (prev.first && first !== prev.first && last === prev.last) el.scrollTop += el.scrollHeight - prev.height;
    else if (last !== prev.last && (prev.bottom || !prev.last || messages.at(-1)?.sender === me)) el.scrollTop = el.scrollHeight;
    before.current = { first, last, height: el.scrollHeight, bottom: el.scrollHeight - el.scrollTop - el.clientHeight < NEAR };
  }, [messages, me]);

  // What grows after its render (a picture arriving, a receipt shown) keeps a reader at the bottom there.
  useEffect(() => {
    const el = box.current;
    const log = el?.firstElementChild;
    if (!el || !log) return;
    const observer = new ResizeObserver(() => {
      if (before.current.bottom) el.scrollTop = el.scrollHeight;
      before.current.height = el.scrollHeight;
    });
    observer.observe(log);
    return () => observer.disconnect();
  }, []);

  // A first page shorter than the view has no scroll bar to pull: the next older page comes by itself.
  useLayoutEffect(() => {
    const el = box.current;
    if (el && hasMore && !loadingOlder && messages.length && el.scrollHeight <= el.clientHeight) onLoadOlder();
  }, [messages, hasMore, loadingOlder, onLoadOlder]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    const bottom = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR;
    before.current.bottom = bottom;
    before.current.height = el.scrollHeight;
    onAtBottom(bottom);
    if (el.scrollTop < NEAR && hasMore && !loadingOlder) onLoadOlder();
  };
  const toBottom = () => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
    onAtBottom(true);
  };

  return (
    <Scroll ref={box} onScroll={onScroll}>
      <LogRegion role="log" aria-label={t('chat.history', { name: groupName })} aria-live="polite">
        <Log>
          {loadingOlder ? <Note><Spin size="sm" tip={t('chat.loadingOlder')} /></Note> : !hasMore && messages.length > 0 ? <Note>{t('chat.noOlder')}</Note> : null}
          {messages.map((m, i) => (
            <Fragment key={m.id}>
              {(i === 0 || !sameDay(messages[i - 1]!.sentAt, m.sentAt)) && <Day>{dayTitle(m.sentAt)}</Day>}
              <MessageItem data={data} message={m} me={me} names={names} receipt={receipt(m)} />
            </Fragment>
          ))}
        </Log>
      </LogRegion>
      {fresh > 0 && <Jump><Button size="sm" variant="primary" icon="chevronDown" onClick={toBottom}>{t('chat.newMessages', { n: fresh })}</Button></Jump>}
    </Scroll>
  );
}
