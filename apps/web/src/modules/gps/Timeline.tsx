/** The replay's scrubbable timeline: a range input with the stops and alarms of every track marked. */
import styled from 'styled-components';
import { t } from '../../../../../src/i18n';
import { wallTime } from './format';

export interface TimelineMark {
  start: number;
  end: number;
  kind: 'stop' | 'alarm';
  title: string;
}

const Wrap = styled.div`position: relative; padding-top: ${(p) => p.theme.space.sm};`;
const Marks = styled.div`position: absolute; inset: 0 0 auto 0; height: ${(p) => p.theme.space.sm};`;
const Mark = styled.span<{ $kind: 'stop' | 'alarm' }>`
  position: absolute;
  top: 0;
  height: 100%;
  min-width: 2px;
  background: ${(p) => (p.$kind === 'alarm' ? p.theme.color.error.default : p.theme.color.warning.default)};
`;
const Range = styled.input`width: 100%; accent-color: ${(p) => p.theme.color.primary.default};`;

export function Timeline({ start, end, value, marks, onSeek }: { start: number; end: number; value: number; marks: readonly TimelineMark[]; onSeek: (t: number) => void }) {
  const span = Math.max(1, end - start);
  return (
    <Wrap>
      <Marks aria-hidden>
        {marks.map((m, i) => (
          <Mark key={i} $kind={m.kind} title={m.title} style={{ left: `${((m.start - start) / span) * 100}%`, width: `${((m.end - m.start) / span) * 100}%` }} />
        ))}
      </Marks>
      <Range type="range" min={start} max={end} step={1000} value={value} aria-label={t('map.timeline')} aria-valuetext={wallTime(value)}
        onChange={(e) => onSeek(Number(e.target.value))} />
    </Wrap>
  );
}
