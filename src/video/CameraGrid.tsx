/**
 * The cameras of one place side by side (a station's 卸料大厅, 进场道路 …): one player each, idle
 * until played (stream addresses are short-lived), offline ones marked; a note when there are none.
 */
import styled from 'styled-components';
import { t } from '../i18n';
import { VideoPlayer, type VideoSource } from './VideoPlayer';

export interface GridCamera {
  key: string;
  title: string;
  online: boolean;
  poster?: string;
  load: () => Promise<VideoSource>;
}

export interface CameraGridProps {
  /** The place's name (the grid's accessible name). */
  name: string;
  cameras: readonly GridCamera[];
}

const Grid = styled.div<{ $one: boolean }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$one ? '1fr' : 'repeat(2, 1fr)')};
  gap: ${(p) => p.theme.space.sm};
`;

const Pane = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.xs};
  figcaption { color: ${(p) => p.theme.color.text.secondary}; font-size: ${(p) => p.theme.font.size.sm}; }
`;

/** 16:9 screens whatever the dialog's width. */
const Screen = styled.div`aspect-ratio: 16 / 9; border-radius: ${(p) => p.theme.radius.md}; overflow: hidden;`;

const Empty = styled.p`margin: 0; padding: ${(p) => p.theme.space.lg}; text-align: center; color: ${(p) => p.theme.color.text.secondary};`;

export function CameraGrid({ name, cameras }: CameraGridProps) {
  if (cameras.length === 0) return <Empty role="status">{t('video.grid.empty')}</Empty>;
  return (
    <Grid role="group" aria-label={t('video.grid.label', { name })} $one={cameras.length === 1}>
      {cameras.map((c) => (
        <Pane key={c.key}>
          <Screen><VideoPlayer title={c.title} poster={c.poster} offline={!c.online} load={c.load} /></Screen>
          <figcaption>{c.title}</figcaption>
        </Pane>
      ))}
    </Grid>
  );
}
