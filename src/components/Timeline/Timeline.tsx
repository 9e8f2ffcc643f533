import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { dayjs } from '../../i18n/dayjs';
import type { Status } from '../types';
import { Body, Dot, Head, Item, List, Meta, Remark, Title } from './Timeline.styles';

/** The stages of the problem-handling flow, in order. */
export const problemStages = ['report', 'sign', 'dispatch', 'handling', 'review', 'done'] as const;
export type ProblemStage = (typeof problemStages)[number];

export function problemStageLabel(stage: ProblemStage): string {
  return t(`feedback.timeline.stages.${stage}`);
}

export interface TimelineItem {
  key: string;
  title: ReactNode;
  /** ISO string, Date or dayjs-parsable value; shown as YYYY-MM-DD HH:mm. */
  time?: string | Date;
  handler?: ReactNode;
  remark?: ReactNode;
  status?: Status;
  /** Still to come: hollow dot. */
  pending?: boolean;
}

export interface TimelineProps {
  items: TimelineItem[];
  'aria-label'?: string;
}

/** A vertical history, e.g. a problem's 上报 → 签收 → 派单 → 处理中 → 审核 → 办结 with handler and remarks. */
export function Timeline({ items, ...rest }: TimelineProps) {
  return (
    <List aria-label={rest['aria-label'] ?? t('feedback.timeline.label')}>
      {items.map((item) => (
        <Item key={item.key}>
          <Dot $status={item.status ?? (item.pending ? 'default' : 'processing')} $hollow={Boolean(item.pending)} aria-hidden="true" />
          <Body>
            <Head>
              <Title>{item.title}</Title>
              {item.time && <Meta><time dateTime={dayjs(item.time).format('YYYY-MM-DDTHH:mm')}>{dayjs(item.time).format('YYYY-MM-DD HH:mm')}</time></Meta>}
              {item.handler && <Meta>{t('feedback.timeline.handler')}：{item.handler}</Meta>}
            </Head>
            {item.remark && <Remark>{item.remark}</Remark>}
          </Body>
        </Item>
      ))}
    </List>
  );
}
