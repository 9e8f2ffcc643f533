/**
 * One video: HLS through hls.js (Media Source Extensions; loaded only when a stream plays) or
 * an MP4/WebM file through the native <video>. States: idle (poster and a play button, nothing
 * fetched — what screenshots show), loading, playing, offline, error with retry.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../components/Button';
import { Spin } from '../components/Spin';
import { t } from '../i18n';
import { Icon } from '../icons';

export type VideoSourceKind = 'hls' | 'file';
export type PlayerState = 'idle' | 'loading' | 'playing' | 'offline' | 'error';

export interface VideoSource {
  url: string;
  kind: VideoSourceKind;
  poster?: string;
}

export interface VideoPlayerProps {
  /** Resolves the address when playback starts (stream addresses are short-lived); rejects on failure. */
  load?: () => Promise<VideoSource>;
  poster?: string;
  /** The camera is offline: no playback is tried. */
  offline?: boolean;
  /** Start at once instead of waiting for the play button. */
  autoPlay?: boolean;
  title: string;
  /** Shows a state without playing (stories): loading or error. */
  forceState?: Extract<PlayerState, 'loading' | 'error'>;
  onStateChange?: (state: PlayerState) => void;
}

const Root = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
  min-height: 0;
  background: ${(p) => p.theme.color.nav.bg};
  overflow: hidden;
  video { width: 100%; height: 100%; object-fit: contain; display: block; background: ${(p) => p.theme.color.nav.bg}; }
`;

const Poster = styled.img`position: absolute; inset: 0; width: 100%; height: 100%; object-fit: contain;`;

const Overlay = styled.div<{ $dim?: boolean }>`
  position: absolute;
  background: ${(p) => (p.$dim ? p.theme.color.bg.mask : 'transparent')};
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space.sm};
  color: ${(p) => p.theme.color.nav.textActive};
  font-size: ${(p) => p.theme.font.size.sm};
  text-align: center;
  padding: ${(p) => p.theme.space.sm};
`;

const PlayButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.theme.control.height.lg};
  height: ${(p) => p.theme.control.height.lg};
  border-radius: ${(p) => p.theme.radius.round};
  border: 1px solid ${(p) => p.theme.color.nav.textActive};
  background: ${(p) => p.theme.color.bg.mask};
  color: ${(p) => p.theme.color.nav.textActive};
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; }
`;

type HlsLike = { destroy(): void };

export function VideoPlayer({ load, poster, offline, autoPlay = false, title, forceState, onStateChange }: VideoPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const hls = useRef<HlsLike | null>(null);
  const [state, setState] = useState<PlayerState>(offline ? 'offline' : forceState ?? 'idle');
  const [source, setSource] = useState<VideoSource | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => onStateChange?.(state), [state, onStateChange]);
  useEffect(() => { if (offline) setState('offline'); }, [offline]);

  // The latest loader, without restarting playback when the parent passes a new function.
  const loader = useRef(load);
  useEffect(() => { loader.current = load; }, [load]);
  const canLoad = Boolean(load);

  const start = useCallback(() => {
    if (!loader.current || offline) return;
    setState('loading');
    setAttempt((n) => n + 1);
    loader.current().then(setSource, () => setState('error'));
  }, [offline]);

  useEffect(() => { if (autoPlay && !forceState) start(); }, [autoPlay, forceState, start]);

  // Attach the source: hls.js where Media Source Extensions exist, else the browser's own player.
  useEffect(() => {
    const el = video.current;
    if (!el || !source) return;
    let cancelled = false;
    const fail = () => { if (!cancelled) setState('error'); };
    if (source.kind === 'hls') {
      void import('hls.js').then(({ default: Hls }) => {
        if (cancelled) return;
        if (Hls.isSupported()) {
          const player = new Hls({ lowLatencyMode: false, liveSyncDurationCount: 2 });
          hls.current = player;
          player.on(Hls.Events.ERROR, (_e, data) => { if (data.fatal) fail(); });
          player.loadSource(source.url);
          player.attachMedia(el);
        } else if (el.canPlayType('application/vnd.apple.mpegurl')) {
          el.src = source.url;
        } else {
          fail();
        }
        void el.play().catch(() => undefined);
      }, fail);
    } else {
      el.src = source.url;
      void el.play().catch(() => undefined);
    }
    return () => {
      cancelled = true;
      hls.current?.destroy();
      hls.current = null;
      el.removeAttribute('src');
      el.load();
    };
  }, [source, attempt]);

  const shown = forceState ?? state;
  return (
    <Root aria-label={title} data-state={shown}>
      {source && shown !== 'error' && (
        <video ref={video} muted playsInline controls={state === 'playing'} aria-label={title}
          onPlaying={() => setState('playing')} onError={() => setState('error')} />
      )}
      {(!source || shown === 'error') && poster && shown !== 'offline' && <Poster src={poster} alt="" />}
      {shown === 'idle' && (
        <Overlay>
          <PlayButton type="button" onClick={start} aria-label={`${t('video.player.play')} ${title}`} disabled={!canLoad}>
            <Icon name="video" />
          </PlayButton>
        </Overlay>
      )}
      {shown === 'loading' && <Overlay $dim><Spin tip={t('video.player.loading')} /></Overlay>}
      {shown === 'offline' && <Overlay><Icon name="warning" /><span>{t('video.player.offline')}</span></Overlay>}
      {shown === 'error' && (
        <Overlay role="alert" $dim>
          <Icon name="error" />
          <span>{t('video.player.error')}</span>
          <Button size="sm" icon="refresh" onClick={start}>{t('video.player.retry')}</Button>
        </Overlay>
      )}
    </Root>
  );
}
