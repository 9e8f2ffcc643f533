/**
 * The group chat (page kind `chat`): the seat's groups on the left, the open group's messages and
 * the composer on the right, its settings in a drawer, 发起群聊 in a dialog. The calls are the
 * page's declared ones; messages, read receipts and group changes arrive over the live channel.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../../src/components/Button';
import { Empty } from '../../../../../src/components/Empty';
import { Input } from '../../../../../src/components/Input';
import { message } from '../../../../../src/components/Message';
import { Result } from '../../../../../src/components/Result';
import { Select } from '../../../../../src/components/Select';
import { Tag } from '../../../../../src/components/Tag';
import { registerModuleMessages, t } from '../../../../../src/i18n';
import { findEnum, type ChatPage as ChatPageDefinition } from '../../../../catalogue/src';
import type { TabPageProps } from '../../pages/tabPage';
import { useChatDataFactory } from '../chat/data';
import type { ChatMember } from '../../../../catalogue/src';
import { serverProblem } from '../dataSource';
import { pageOf } from '../pageContext';
import { Composer } from '../parts/chat/Composer';
import { GroupList } from '../parts/chat/GroupList';
import { GroupSettings } from '../parts/chat/GroupSettings';
import { MemberPicker } from '../parts/chat/MemberPicker';
import { MessageList } from '../parts/chat/MessageList';
import { useChatRoom } from '../parts/chat/useChatRoom';
import { PageRoot } from './styles';
import { chat } from '../../../../../src/i18n/messages/chat';

// This page kind's messages come with it (src/i18n/messages/page-areas.ts).
registerModuleMessages({ chat });

const Frame = styled.div`
  display: grid;
  grid-template-columns: calc(${(p) => p.theme.space.xxl} * 6.5) minmax(0, 1fr);
  height: calc(100vh - calc(${(p) => p.theme.space.xxl} * 3.5));
  min-height: calc(${(p) => p.theme.space.xxl} * 10);
  border: 1px solid ${(p) => p.theme.color.border.secondary};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.container};
  overflow: hidden;
`;
const Room = styled.section`display: flex; flex-direction: column; min-height: 0; min-width: 0;`;
const Head = styled.header`
  display: flex; align-items: center; gap: ${(p) => p.theme.space.sm};
  padding: ${(p) => p.theme.space.sm} ${(p) => p.theme.space.md};
  border-bottom: 1px solid ${(p) => p.theme.color.border.secondary};
  h2 { margin: 0; font-size: ${(p) => p.theme.font.size.lg}; font-weight: ${(p) => p.theme.font.weight.medium}; }
`;
const Notice = styled.p`margin: 0; flex: 1; color: ${(p) => p.theme.color.text.secondary}; font-size: ${(p) => p.theme.font.size.sm}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;`;
const Center = styled.div`flex: 1; display: flex; align-items: center; justify-content: center;`;
const Fields = styled.div`display: grid; grid-template-columns: 2fr 1fr; gap: ${(p) => p.theme.space.sm};`;

const LIVE_TAG = { open: 'success', connecting: 'warning', closed: 'error' } as const;
const LIVE_TEXT = { open: 'chat.liveOpen', connecting: 'chat.liveConnecting', closed: 'chat.liveClosed' } as const;

export default function ChatPage({ uri }: TabPageProps) {
  const { system, page } = pageOf(uri);
  const def = page as ChatPageDefinition;
  const factory = useChatDataFactory();
  const data = useMemo(() => factory(def), [factory, def]);
  const room = useChatRoom(data);
  const [members, setMembers] = useState<ChatMember[]>([]);
  const [settings, setSettings] = useState(false);
  const [creating, setCreating] = useState(false);
  const [draft, setDraft] = useState({ name: '', groupType: 'work' });
  const [busy, setBusy] = useState(false);
  const active = room.active;
  const types = findEnum(system, 'zhddGroupType')?.options ?? [];

  useEffect(() => {
    if (!active) return setMembers([]);
    let alive = true;
    void data.members(active.id).then((m) => alive && setMembers(m.members), () => alive && setMembers([]));
    return () => { alive = false; };
  }, [data, active?.id, active?.memberCount, active]);
  const names = useMemo(() => new Map(members.map((m) => [m.key, m.name])), [members]);
  const { loadOlder: older } = room;
  const loadOlder = useCallback(() => void older(), [older]);

  async function create(keys: string[]) {
    setBusy(true);
    try {
      const made = await data.createGroup({ name: draft.name.trim(), groupType: draft.groupType, members: keys });
      void message.success(t('chat.created'));
      setCreating(false);
      setDraft({ name: '', groupType: 'work' });
      await room.reloadGroups();
      room.open(made.groupId);
    } catch (error) {
      void message.error(serverProblem(error).msg);
    } finally {
      setBusy(false);
    }
  }

  if (room.problem && !room.groups?.length) {
    return <PageRoot aria-label={page.title}><Result status="warning" title={room.problem} /></PageRoot>;
  }
  return (
    <PageRoot aria-label={page.title}>
      <Frame>
        <GroupList groups={room.groups} activeId={active?.id ?? null} onOpen={room.open} onNew={() => setCreating(true)} />
        <Room aria-label={active ? active.name : t('chat.pickGroup')}>
          {active && room.me ? (
            <>
              <Head>
                <h2>{active.name}</h2>
                <Tag size="sm">{t('chat.members', { n: active.memberCount })}</Tag>
                <Notice title={active.notice}>{active.notice}</Notice>
                <Tag size="sm" status={LIVE_TAG[room.live]} role="status">{t(LIVE_TEXT[room.live])}</Tag>
                <Button size="sm" icon="settings" onClick={() => setSettings(true)}>{t('chat.settings')}</Button>
              </Head>
              <MessageList data={data} groupName={active.name} messages={room.messages} me={room.me.key} names={names} hasMore={room.hasMore}
                loadingOlder={room.loadingOlder} fresh={room.fresh} receipt={room.receipt} onLoadOlder={loadOlder} onAtBottom={room.atBottom} />
              <Composer key={active.id} data={data} groupId={active.id} members={members} me={room.me.key} onSent={room.sent} />
            </>
          ) : <Center><Empty description={t('chat.pickGroup')} /></Center>}
        </Room>
      </Frame>
      {settings && active && <GroupSettings data={data} group={active} members={members} onClose={() => setSettings(false)} onChanged={() => void room.reloadGroups()} />}
      {creating && (
        <MemberPicker data={data} title={t('chat.newGroup')} exclude={room.me ? [room.me.key] : []} ready={draft.name.trim().length > 0} busy={busy}
          onClose={() => setCreating(false)} onOk={(keys) => void create(keys)}>
          <Fields>
            <Input value={draft.name} maxLength={30} onValueChange={(name) => setDraft((d) => ({ ...d, name }))} placeholder={t('chat.groupName')} aria-label={t('chat.groupName')} />
            <Select options={types.map((o) => ({ value: o.value, label: o.label }))} value={draft.groupType} onChange={(v) => v && setDraft((d) => ({ ...d, groupType: v }))} aria-label={t('chat.groupType')} />
          </Fields>
        </MemberPicker>
      )}
    </PageRoot>
  );
}
