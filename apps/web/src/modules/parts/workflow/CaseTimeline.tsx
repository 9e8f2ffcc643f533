/** The detail drawer's 处置过程: the record's action log as an ActionTimeline, with the photos of each step. */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ActionTimeline, type ActionEntry } from '../../../../../../src/components/ActionTimeline';
import { t } from '../../../../../../src/i18n';
import { stateOf, type ResourceDefinition } from '../../../../../catalogue/src';
import type { Row } from '../../dataSource';
import { useWorkflowData, type ActionLogRow } from './api';
import { CaseCountdown } from './countdown';
import { useImageUrls } from './FileField';

const Section = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space.sm};
  margin-top: ${(p) => p.theme.space.lg};
`;
const Heading = styled.h3`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space.sm};
  margin: 0;
  font-size: ${(p) => p.theme.font.size.md};
  color: ${(p) => p.theme.color.text.primary};
`;

export function CaseTimeline({ resource, row }: { resource: ResourceDefinition; row: Row }) {
  const data = useWorkflowData();
  const wf = resource.workflow!;
  const [log, setLog] = useState<ActionLogRow[] | null>(null);
  useEffect(() => {
    let alive = true;
    data.actionList(resource, row.id).then((rows) => alive && setLog(rows), () => alive && setLog([]));
    return () => {
      alive = false;
    };
  }, [data, resource, row]);
  const photoIds = (log ?? []).flatMap((l) => (l.attachments ? l.attachments.split(',') : []));
  const photos = useImageUrls(resource, photoIds);
  let used = 0;
  const entries: ActionEntry[] = (log ?? []).map((l) => {
    const ids = l.attachments ? l.attachments.split(',') : [];
    const images = photos.slice(used, used + ids.length);
    used += ids.length;
    const transition = wf.transitions.find((tr) => tr.key === l.transition);
    const to = stateOf(wf, l.toState);
    const assignee = [l.deptLabel, l.handlerLabel].filter(Boolean).join(' / ');
    return {
      key: String(l.id),
      label: l.label,
      outcome: transition?.outcomes?.find((o) => o.value === l.outcome)?.label,
      at: l.at,
      who: l.userName,
      from: stateOf(wf, l.fromState)?.label,
      to: to?.label,
      status: to?.status === 'default' ? 'success' : to?.status,
      note: l.note ?? undefined,
      assignee: assignee && (l.transition === 'report' || transition?.asks?.assignee) ? assignee : undefined,
      date: l.askedDate && transition?.asks?.date ? { label: transition.asks.date.label, value: l.askedDate } : undefined,
      images: images.length ? images : undefined,
    };
  });
  return (
    <Section aria-label={t('workflow.timelineTitle')}>
      <Heading>
        {t('workflow.timelineTitle')}
        <CaseCountdown resource={resource} row={row} />
      </Heading>
      {log && <ActionTimeline entries={entries} aria-label={t('workflow.timelineTitle')} />}
    </Section>
  );
}
