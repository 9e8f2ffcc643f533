/**
 * A group's settings in a drawer: name and notice (the owner edits them), the members with their
 * kind and post (the owner removes them, anyone adds), leaving the group, and the owner's
 * dismissal. Every change is the server's and comes back as a system message in the group.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../../../src/components/Button';
import { confirm } from '../../../../../../src/components/Dialog';
import { Drawer } from '../../../../../../src/components/Drawer';
import { Input } from '../../../../../../src/components/Input';
import { message } from '../../../../../../src/components/Message';
import { Tag } from '../../../../../../src/components/Tag';
import { TextArea } from '../../../../../../src/components/TextArea';
import { t } from '../../../../../../src/i18n';
import { serverProblem } from '../../dataSource';
import type { ChatData } from '../../chat/data';
import type { ChatGroup, ChatMember } from '../../../../../catalogue/src';
import { MemberPicker } from './MemberPicker';

const Stack = styled.div`display: grid; gap: ${(p) => p.theme.space.md};`;
const Field = styled.label`display: grid; gap: ${(p) => p.theme.space.xxs}; span { color: ${(p) => p.theme.color.text.secondary}; }`;
const Members = styled.ul`list-style: none; margin: 0; padding: 0; display: grid; gap: ${(p) => p.theme.space.xxs};`;
const Member = styled.li`display: flex; align-items: center; gap: ${(p) => p.theme.space.xs}; small { color: ${(p) => p.theme.color.text.tertiary}; flex: 1; }`;
const Head = styled.div`display: flex; align-items: center; justify-content: space-between; h3 { margin: 0; font-size: ${(p) => p.theme.font.size.md}; }`;
const Danger = styled.div`display: flex; gap: ${(p) => p.theme.space.xs}; justify-content: flex-end;`;

export interface GroupSettingsProps {
  data: ChatData;
  group: ChatGroup;
  members: readonly ChatMember[];
  onClose: () => void;
  /** The group changed (members, name): reload what shows it. */
  onChanged: () => void;
}

export function GroupSettings({ data, group, members, onClose, onChanged }: GroupSettingsProps) {
  const [name, setName] = useState(group.name);
  const [notice, setNotice] = useState(group.notice);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, close = false) => {
    setBusy(true);
    try {
      await work();
      onChanged();
      if (close) onClose();
    } catch (error) {
      void message.error(serverProblem(error).msg);
    } finally {
      setBusy(false);
    }
  };
  const confirmThen = (question: string, okText: string, work: () => Promise<unknown>, close = true) =>
    void confirm({ title: question, okText, tone: 'error', onOk: () => run(work, close) });
  return (
    <Drawer open onOpenChange={(o) => !o && onClose()} title={t('chat.settings')} size="md"
      footer={(
        <Danger>
          {group.isOwner
            ? <Button variant="danger" disabled={busy} onClick={() => confirmThen(t('chat.dismissConfirm'), t('chat.dismiss'), () => data.dismiss(group.id))}>{t('chat.dismiss')}</Button>
            : <Button variant="danger" disabled={busy} onClick={() => confirmThen(t('chat.quitConfirm'), t('chat.quit'), () => data.quit(group.id))}>{t('chat.quit')}</Button>}
        </Danger>
      )}>
      <Stack>
        <Field><span>{t('chat.groupName')}</span><Input value={name} maxLength={30} disabled={!group.isOwner} onValueChange={setName} /></Field>
        <Field><span>{t('chat.notice')}</span><TextArea value={notice} maxLength={300} showCount disabled={!group.isOwner} autoSize={{ minRows: 2, maxRows: 5 }} onValueChange={setNotice} /></Field>
        {group.isOwner && (
          <div><Button variant="primary" size="sm" loading={busy} disabled={name.trim() === group.name && notice === group.notice}
            onClick={() => void run(() => data.update(group.id, { name: name.trim(), notice }).then(() => void message.success(t('modules.saved'))))}>{t('chat.saveSettings')}</Button></div>
        )}
        <Head>
          <h3>{t('chat.memberList', { n: members.length })}</h3>
          <Button size="sm" icon="plus" onClick={() => setAdding(true)}>{t('chat.addMembers')}</Button>
        </Head>
        <Members aria-label={t('chat.memberList', { n: members.length })}>
          {members.map((m) => (
            <Member key={m.key}>
              <span>{m.name}</span>
              <Tag size="sm" status={m.kind === 'seat' ? 'processing' : 'success'}>{m.kind === 'seat' ? t('chat.seat') : t('chat.staff')}</Tag>
              {m.isOwner && <Tag size="sm" status="warning">{t('chat.owner')}</Tag>}
              <small>{m.post} {m.phone}</small>
              {group.isOwner && !m.isOwner && (
                <Button size="sm" variant="link" disabled={busy} onClick={() => confirmThen(t('chat.removeConfirm', { name: m.name }), t('chat.removeMember'), () => data.removeMembers(group.id, [m.key]), false)}>{t('chat.removeMember')}</Button>
              )}
            </Member>
          ))}
        </Members>
      </Stack>
      {adding && (
        <MemberPicker data={data} title={t('chat.addMembers')} exclude={members.map((m) => m.key)} busy={busy}
          onClose={() => setAdding(false)} onOk={(keys) => void run(() => data.addMembers(group.id, keys)).then(() => setAdding(false))} />
      )}
    </Drawer>
  );
}
