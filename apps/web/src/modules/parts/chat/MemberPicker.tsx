/**
 * Picking people for a group: the tenant's dispatch seats and staff (the crew side's contacts call,
 * searched by name, phone or post), those already in left out; above them, what the caller asks
 * besides (a new group's name and type).
 */
import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Checkbox } from '../../../../../../src/components/Checkbox';
import { Dialog } from '../../../../../../src/components/Dialog';
import { Empty } from '../../../../../../src/components/Empty';
import { Input } from '../../../../../../src/components/Input';
import { Spin } from '../../../../../../src/components/Spin';
import { t } from '../../../../../../src/i18n';
import type { ChatData } from '../../chat/data';
import type { ChatContact } from '../../../../../catalogue/src';

const Stack = styled.div`display: grid; gap: ${(p) => p.theme.space.sm};`;
const Lists = styled.div`display: grid; grid-template-columns: 1fr 1fr; gap: ${(p) => p.theme.space.md}; max-height: 48vh; overflow-y: auto;`;
const Section = styled.fieldset`border: 0; margin: 0; padding: 0; display: grid; gap: ${(p) => p.theme.space.xxs}; align-content: start;
  legend { font-weight: ${(p) => p.theme.font.weight.medium}; margin-bottom: ${(p) => p.theme.space.xxs}; }
  small { color: ${(p) => p.theme.color.text.tertiary}; margin-left: ${(p) => p.theme.space.xxs}; }`;
const Count = styled.p`margin: 0; color: ${(p) => p.theme.color.text.secondary};`;

export interface MemberPickerProps {
  data: ChatData;
  title: string;
  /** Keys of people already in (not offered). */
  exclude: readonly string[];
  /** Fields above the list (a new group's name and type). */
  children?: ReactNode;
  /** Whether OK may be pressed besides having picked someone. */
  ready?: boolean;
  busy?: boolean;
  onOk: (keys: string[]) => void;
  onClose: () => void;
}

export function MemberPicker({ data, title, exclude, children, ready = true, busy, onOk, onClose }: MemberPickerProps) {
  const [query, setQuery] = useState('');
  const [people, setPeople] = useState<ChatContact[] | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  useEffect(() => {
    let alive = true;
    const timer = setTimeout(() => void data.contacts(query.trim()).then((list) => alive && setPeople(list), () => alive && setPeople([])), 250);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [data, query]);
  const offered = (people ?? []).filter((p) => !exclude.includes(p.key));
  const toggle = (key: string, on: boolean) => setPicked((list) => (on ? [...list, key] : list.filter((k) => k !== key)));
  const section = (kind: 'seat' | 'staff', label: string) => (
    <Section>
      <legend>{label}</legend>
      {offered.filter((p) => p.kind === kind).map((p) => (
        <Checkbox key={p.key} checked={picked.includes(p.key)} onChange={(on) => toggle(p.key, on)}>{p.name}<small>{p.post} {p.phone}</small></Checkbox>
      ))}
    </Section>
  );
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={title} size="lg" okLoading={busy} okDisabled={!picked.length || !ready} onOk={() => onOk(picked)}>
      <Stack>
        {children}
        <Input allowClear value={query} onValueChange={setQuery} placeholder={t('chat.searchPeople')} aria-label={t('chat.searchPeople')} />
        {people === null ? <Spin /> : offered.length === 0 ? <Empty size="sm" description={t('chat.noPeople')} /> : (
          <Lists aria-label={t('chat.pickMembers')}>{section('seat', t('chat.seat'))}{section('staff', t('chat.staff'))}</Lists>
        )}
        <Count aria-live="polite">{t('chat.picked', { n: picked.length })}</Count>
      </Stack>
    </Dialog>
  );
}
