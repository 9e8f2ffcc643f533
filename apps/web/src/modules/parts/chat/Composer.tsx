/**
 * Writing in a group: Enter sends (Shift+Enter breaks the line; never while an IME composes),
 * typing @ opens the members to mention (↑/↓ and Enter, or a click; 所有人 too), the image button
 * uploads a picture (JPG, PNG or WebP up to 5 MB) and sends it. The members still named in the
 * text when it is sent are its mentions.
 */
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '../../../../../../src/components/Button';
import { message } from '../../../../../../src/components/Message';
import { Popover } from '../../../../../../src/components/Popover';
import { TextArea } from '../../../../../../src/components/TextArea';
import { t } from '../../../../../../src/i18n';
import { serverProblem } from '../../dataSource';
import type { ChatData } from '../../chat/data';
import type { ChatMember, ChatMessage } from '../../../../../catalogue/src';
import { ALL, insertMention, mentionsIn, typedMention, type Mentionable } from './mentions';

const MAX = 2000;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const Root = styled.div`border-top: 1px solid ${(p) => p.theme.color.border.secondary}; padding: ${(p) => p.theme.space.sm}; display: grid; gap: ${(p) => p.theme.space.xs};`;
const Tools = styled.div`display: flex; gap: ${(p) => p.theme.space.xs}; align-items: center;`;
const Grow = styled.span`flex: 1; color: ${(p) => p.theme.color.text.tertiary}; font-size: ${(p) => p.theme.font.size.sm};`;
const Options = styled.ul`list-style: none; margin: 0; padding: 0; min-width: calc(${(p) => p.theme.space.xxl} * 4); max-height: calc(${(p) => p.theme.space.xxl} * 5); overflow-y: auto;`;
const Option = styled.li<{ $on: boolean }>`
  display: flex; justify-content: space-between; gap: ${(p) => p.theme.space.md};
  padding: ${(p) => p.theme.space.xxs} ${(p) => p.theme.space.xs}; border-radius: ${(p) => p.theme.radius.sm}; cursor: pointer;
  small { color: ${(p) => p.theme.color.text.tertiary}; }
  ${(p) => p.$on && css`background: ${p.theme.color.bg.selected};`}
`;
const Hidden = styled.input`display: none;`;

export interface ComposerProps {
  data: ChatData;
  groupId: number;
  members: readonly ChatMember[];
  me: string;
  onSent: (m: ChatMessage) => void;
}

export function Composer({ data, groupId, members, me, onSent }: ComposerProps) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Mentionable[]>([]);
  const [typing, setTyping] = useState<{ start: number; query: string } | null>(null);
  const [cursor, setCursor] = useState(0);
  const [busy, setBusy] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const everyone = useMemo<Mentionable[]>(() => [{ key: ALL, name: t('chat.mentionAll') }, ...members.filter((m) => m.key !== me).map((m) => ({ key: m.key, name: m.name }))], [members, me]);
  const choices = typing ? everyone.filter((m) => m.name.includes(typing.query)).slice(0, 50) : [];

  const track = (value: string, caret: number) => {
    setText(value);
    setTyping(typedMention(value, caret));
    setCursor(0);
  };
  const choose = (m: Mentionable) => {
    const el = area.current;
    const caret = el?.selectionStart ?? text.length;
    const start = typing?.start ?? caret;
    const next = insertMention(text, typing ? start : caret, caret, m.name);
    setText(next.text);
    setPicked((list) => (list.some((x) => x.key === m.key) ? list : [...list, m]));
    setTyping(null);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };
  const openPicker = () => {
    const el = area.current;
    const caret = el?.selectionStart ?? text.length;
    const next = `${text.slice(0, caret)}@${text.slice(caret)}`;
    setText(next);
    setTyping({ start: caret, query: '' });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(caret + 1, caret + 1);
    });
  };

  async function send(body: Parameters<ChatData['send']>[1]) {
    setBusy(true);
    try {
      onSent(await data.send(groupId, body));
      return true;
    } catch (error) {
      void message.error(t('chat.sendFailed', { msg: serverProblem(error).msg }));
      return false;
    } finally {
      setBusy(false);
    }
  }
  async function sendText() {
    const content = text.trim();
    if (!content) return void message.warning(t('chat.emptyText'));
    if ([...content].length > MAX) return void message.warning(t('chat.tooLong', { max: MAX }));
    if (await send({ type: 'text', content, mentions: mentionsIn(content, picked) })) {
      setText('');
      setPicked([]);
    }
  }
  async function sendImage(f: File | undefined) {
    if (!f) return;
    if (!IMAGE_TYPES.includes(f.type)) return void message.warning(t('chat.imageType'));
    if (f.size > 5 * 1024 * 1024) return void message.warning(t('chat.imageTooLarge'));
    setBusy(true);
    try {
      const stored = await data.upload(f);
      await send({ type: 'image', fileId: stored.id });
    } catch (error) {
      void message.error(t('chat.sendFailed', { msg: serverProblem(error).msg }));
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  }
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.nativeEvent.isComposing) return;
    if (typing && choices.length) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        setCursor((c) => (c + (e.key === 'ArrowDown' ? 1 : choices.length - 1)) % choices.length);
        return;
      }
      if (e.key === 'Enter' || e.key === 'Tab') {
        e.preventDefault();
        choose(choices[cursor] ?? choices[0]!);
        return;
      }
      if (e.key === 'Escape') {
        e.preventDefault();
        setTyping(null);
        return;
      }
    }
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void sendText();
    }
  };

  return (
    <Root>
      <Tools>
        <Popover open={Boolean(typing) && choices.length > 0} onOpenChange={(open) => !open && setTyping(null)} side="top" align="start" keepTriggerFocus arrow={false}
          aria-label={t('chat.mentionList')}
          content={(
            <Options role="listbox" aria-label={t('chat.mentionList')}>
              {choices.map((m, i) => (
                <Option key={m.key} role="option" aria-selected={i === cursor} $on={i === cursor} onMouseDown={(e) => { e.preventDefault(); choose(m); }}>
                  <span>{m.name}</span><small>{m.key === ALL ? '' : members.find((x) => x.key === m.key)?.post}</small>
                </Option>
              ))}
            </Options>
          )}>
          <Button size="sm" variant="text" onClick={openPicker} aria-label={t('chat.mention')}>@</Button>
        </Popover>
        <Button size="sm" variant="text" icon="upload" loading={busy} onClick={() => file.current?.click()}>{t('chat.sendImage')}</Button>
        <Hidden ref={file} type="file" accept={IMAGE_TYPES.join(',')} aria-label={t('chat.sendImage')} onChange={(e) => void sendImage(e.target.files?.[0])} />
        <Grow />
      </Tools>
      <TextArea ref={area} value={text} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={MAX} aria-label={t('chat.input')} placeholder={t('chat.input')}
        onChange={(e) => track(e.target.value, e.target.selectionStart)} onKeyDown={onKeyDown} />
      <Tools><Grow /><Button variant="primary" icon="check" loading={busy} onClick={() => void sendText()}>{t('chat.send')}</Button></Tools>
    </Root>
  );
}
