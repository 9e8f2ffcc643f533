/**
 * The video wall: 1, 4, 9 or 16 panes. A camera dragged from the tree (text/plain: its key) or
 * clicked goes into the pane dropped on, else the selected pane, else the first empty one.
 * Each pane has its own full screen and close; the players keep their own states.
 */
import { useCallback, useRef, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../components/Button';
import { t } from '../i18n';
import { VideoPlayer, type VideoSource } from './VideoPlayer';

export const LAYOUTS = [1, 4, 9, 16] as const;
export type WallLayout = (typeof LAYOUTS)[number];

export interface WallCamera {
  key: string;
  title: string;
  online: boolean;
  poster?: string;
}

export interface VideoWallProps {
  /** Cameras in the panes (index → camera); controlled by the page. */
  panes: (WallCamera | null)[];
  onPanesChange: (panes: (WallCamera | null)[]) => void;
  layout: WallLayout;
  onLayoutChange: (layout: WallLayout) => void;
  /** The stream of a camera (fetched when its pane starts). */
  sourceOf: (camera: WallCamera) => Promise<VideoSource>;
  /** Finds a dropped camera by its key. */
  cameraByKey: (key: string) => WallCamera | undefined;
  /** Panes start playing when a camera arrives (off in stories: screenshots show posters). */
  autoPlay?: boolean;
  selected?: number;
  onSelect?: (index: number) => void;
}

const Root = styled.section`display: grid; grid-template-rows: auto minmax(0, 1fr); gap: ${(p) => p.theme.space.sm}; min-height: 0; height: 100%;`;
const Bar = styled.div`display: flex; align-items: center; gap: ${(p) => p.theme.space.xs}; flex-wrap: wrap;`;
const Grid = styled.div<{ $n: number }>`
  display: grid;
  grid-template-columns: repeat(${(p) => Math.sqrt(p.$n)}, minmax(0, 1fr));
  grid-template-rows: repeat(${(p) => Math.sqrt(p.$n)}, minmax(0, 1fr));
  gap: ${(p) => p.theme.space.xxs};
  min-height: 0;
  background: ${(p) => p.theme.color.nav.bg};
  padding: ${(p) => p.theme.space.xxs};
  border-radius: ${(p) => p.theme.radius.md};
`;
const Pane = styled.div<{ $selected: boolean; $over: boolean }>`
  position: relative;
  display: grid;
  grid-template-rows: auto minmax(0, 1fr);
  min-height: 0;
  border: 1px solid ${(p) => (p.$over || p.$selected ? p.theme.color.primary.default : 'transparent')};
  background: ${(p) => p.theme.color.nav.bg};
  &:fullscreen { border: none; }
`;
const PaneHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xxs};
  min-height: ${(p) => p.theme.control.height.sm};
  padding: 0 ${(p) => p.theme.space.xs};
  color: ${(p) => p.theme.color.nav.textActive};
  font-size: ${(p) => p.theme.font.size.sm};
  span { flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  button { color: ${(p) => p.theme.color.nav.textActive}; }
`;
const Empty = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${(p) => p.theme.color.nav.text};
  font-size: ${(p) => p.theme.font.size.sm};
  text-align: center;
  padding: ${(p) => p.theme.space.sm};
`;

/** Panes for a layout: keeps the cameras that still fit. */
export function resize(panes: readonly (WallCamera | null)[], n: number): (WallCamera | null)[] {
  return Array.from({ length: n }, (_, i) => panes[i] ?? null);
}

/** Where a clicked camera goes: the selected pane if empty, else the first empty one, else the selected one. */
export function targetPane(panes: readonly (WallCamera | null)[], selected: number | undefined): number {
  if (selected !== undefined && selected < panes.length && !panes[selected]) return selected;
  const empty = panes.findIndex((p) => !p);
  return empty >= 0 ? empty : Math.min(selected ?? 0, panes.length - 1);
}

export function VideoWall({ panes, onPanesChange, layout, onLayoutChange, sourceOf, cameraByKey, autoPlay = true, selected, onSelect }: VideoWallProps) {
  const [over, setOver] = useState<number | null>(null);
  const refs = useRef<(HTMLDivElement | null)[]>([]);
  const put = useCallback((index: number, camera: WallCamera | null) => {
    const next = resize(panes, layout);
    next[index] = camera;
    onPanesChange(next);
  }, [panes, layout, onPanesChange]);
  const drop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    const camera = cameraByKey(event.dataTransfer.getData('text/plain'));
    if (camera) put(index, camera);
  };
  const fullscreen = (index: number) => {
    const el = refs.current[index];
    if (!el) return;
    if (document.fullscreenElement === el) void document.exitFullscreen();
    else void el.requestFullscreen?.().catch(() => undefined);
  };
  const shown = resize(panes, layout);
  return (
    <Root aria-label={t('video.wall.label')}>
      <Bar role="toolbar" aria-label={t('video.wall.layoutGroup')}>
        {LAYOUTS.map((n) => (
          <Button key={n} size="sm" variant={n === layout ? 'primary' : 'default'} aria-pressed={n === layout} onClick={() => onLayoutChange(n)}>
            {t('video.wall.layout', { n })}
          </Button>
        ))}
        <Button size="sm" variant="text" icon="close" onClick={() => onPanesChange(resize([], layout))} disabled={shown.every((p) => !p)}>
          {t('video.wall.clearAll')}
        </Button>
      </Bar>
      <Grid $n={layout}>
        {shown.map((camera, i) => (
          <Pane key={i} ref={(el) => { refs.current[i] = el; }} role="group" aria-label={t('video.wall.pane', { n: i + 1 })}
            $selected={selected === i} $over={over === i} onClick={() => onSelect?.(i)}
            onDragOver={(e) => { e.preventDefault(); e.dataTransfer.dropEffect = 'copy'; setOver(i); }} onDragLeave={() => setOver(null)} onDrop={drop(i)}>
            <PaneHead>
              <span>{camera ? camera.title : t('video.wall.pane', { n: i + 1 })}</span>
              {camera && (
                <>
                  <Button size="sm" variant="text" icon="fullscreen" aria-label={t('video.wall.fullscreen')} onClick={(e) => { e.stopPropagation(); fullscreen(i); }} />
                  <Button size="sm" variant="text" icon="close" aria-label={t('video.wall.close')} onClick={(e) => { e.stopPropagation(); put(i, null); }} />
                </>
              )}
            </PaneHead>
            {camera ? (
              <VideoPlayer key={camera.key} title={camera.title} poster={camera.poster} offline={!camera.online} autoPlay={autoPlay} load={() => sourceOf(camera)} />
            ) : (
              <Empty>{t('video.wall.emptyPane')}</Empty>
            )}
          </Pane>
        ))}
      </Grid>
    </Root>
  );
}
