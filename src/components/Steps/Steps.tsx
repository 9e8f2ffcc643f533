import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { Icon } from '../../icons';
import type { Size } from '../types';
import { Connector, Description, List, Marker, Step, Text, Title, TitleRow, type StepState, type StepsDirection } from './Steps.styles';

export type { StepState, StepsDirection };

export interface StepItem {
  title: ReactNode;
  description?: ReactNode;
  /** Overrides the state derived from `current`. */
  status?: StepState;
}

export interface StepsProps {
  items: StepItem[];
  /** Index of the current step (0-based). */
  current?: number;
  /** State of the current step: in progress or failed. */
  status?: 'process' | 'error';
  direction?: StepsDirection;
  size?: Size;
  'aria-label'?: string;
}

const stateText: Record<StepState, 'finished' | 'current' | 'waiting' | 'error'> = { finish: 'finished', process: 'current', wait: 'waiting', error: 'error' };

function stateOf(index: number, current: number, status: 'process' | 'error', item: StepItem): StepState {
  if (item.status) return item.status;
  if (index < current) return 'finish';
  return index === current ? status : 'wait';
}

/** Progress through a fixed flow (e.g. 上报 → 派单 → 办结); the current step has aria-current="step". */
export function Steps({ items, current = 0, status = 'process', direction = 'horizontal', size = 'md', ...rest }: StepsProps) {
  return (
    <List $direction={direction} aria-label={rest['aria-label'] ?? t('feedback.steps.label')}>
      {items.map((item, index) => {
        const state = stateOf(index, current, status, item);
        const last = index === items.length - 1;
        return (
          <Step key={index} $direction={direction} aria-current={index === current ? 'step' : undefined} data-state={state}>
            <Marker $state={state} $size={size} aria-hidden="true">
              {state === 'finish' ? <Icon name="check" size="sm" /> : state === 'error' ? <Icon name="close" size="sm" /> : index + 1}
            </Marker>
            <Text>
              <TitleRow $size={size}>
                <Title $state={state}>{item.title}</Title>
                <VisuallyHidden>（{t(`feedback.steps.${stateText[state]}`)}）</VisuallyHidden>
                {!last && <Connector $done={state === 'finish'} $direction={direction} />}
              </TitleRow>
              {item.description && <Description>{item.description}</Description>}
            </Text>
          </Step>
        );
      })}
    </List>
  );
}

function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>{children}</span>
  );
}
