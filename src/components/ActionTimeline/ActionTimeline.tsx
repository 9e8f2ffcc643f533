import type { ReactNode } from 'react';
import styled from 'styled-components';
import { t } from '../../i18n';
import { ImagePreview, type PreviewImage } from '../ImagePreview';
import { Tag } from '../Tag';
import { Timeline } from '../Timeline';
import type { Status } from '../types';

/** One step of a case's action log. */
export interface ActionEntry {
  key: string;
  /** The step (签收, 派遣, 处置反馈…) and, for steps with a choice, the choice (处置完毕，提交核查). */
  label: string;
  outcome?: string;
  at: string;
  who: ReactNode;
  /** State labels before and after (absent on the first step). */
  from?: string;
  to?: string;
  /** The state's colour after the step. */
  status?: Status;
  note?: string;
  /** Who takes the case next (处置部门 / 处置人). */
  assignee?: string;
  /** A date asked for, with its label (延期至). */
  date?: { label: string; value: string };
  images?: PreviewImage[];
}

export interface ActionTimelineProps {
  entries: ActionEntry[];
  'aria-label'?: string;
  /** Shown when there are no entries yet. */
  empty?: ReactNode;
}

const Lines = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.xxs};
`;
const Muted = styled.span`
  color: ${(p) => p.theme.color.text.secondary};
`;
const Empty = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
`;

/** The action log of a case as a timeline: who did what when, the state it moved to, notes, assignee, date and images. */
export function ActionTimeline({ entries, empty, ...rest }: ActionTimelineProps) {
  const label = rest['aria-label'] ?? t('workflow.timelineTitle');
  if (!entries.length) return <Empty aria-label={label}>{empty ?? t('workflow.timelineEmpty')}</Empty>;
  return (
    <Timeline
      aria-label={label}
      items={entries.map((e) => ({
        key: e.key,
        title: e.outcome ? `${e.label} · ${e.outcome}` : e.label,
        time: e.at,
        handler: e.who,
        status: e.status ?? 'success',
        remark: (
          <Lines>
            {e.to && (
              <span>
                <Tag size="sm" status={e.status ?? 'default'}>{e.from ? t('workflow.timelineFromTo', { from: e.from, to: e.to }) : e.to}</Tag>
              </span>
            )}
            {e.note && <span>{e.note}</span>}
            {e.assignee && <Muted>{t('workflow.timelineAssignee', { who: e.assignee })}</Muted>}
            {e.date && <Muted>{t('workflow.timelineDate', { label: e.date.label, date: e.date.value })}</Muted>}
            {e.images && e.images.length > 0 && <ImagePreview images={e.images} size="sm" />}
          </Lines>
        ),
      }))}
    />
  );
}
