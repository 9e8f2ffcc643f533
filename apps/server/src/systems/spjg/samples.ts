/**
 * The synthetic sample clips the reference server ships (apps/server/assets/video, made by
 * scripts/make-sample-clips.sh): each camera's "live" stream loops the 2 s MPEG-TS segments of
 * one sample; their first frames are the alarm snapshots and posters.
 */
import { fileURLToPath } from 'node:url';

export const SAMPLES = ['sample1', 'sample2', 'sample3'] as const;
export const SEGMENTS_PER_SAMPLE = 3;
export const SEGMENT_SECONDS = 2;

export function sampleFile(name: string): string {
  if (!/^sample\d-?\d?\.(mp4|jpg|mpegts)$/.test(name)) throw new Error(`no sample ${name}`);
  return fileURLToPath(new URL(`../../../assets/video/${name}`, import.meta.url));
}

/** The sample a camera streams (stable per camera). */
export function sampleOf(cameraId: number): string {
  return SAMPLES[cameraId % SAMPLES.length]!;
}

/** When the loops started: the server's start (players walk sequence numbers, so they stay small). */
const LOOP_START_MS = Date.now();

/**
 * A live playlist at `nowMs`: the window of the last three segments of a loop that started with
 * the server, so every viewer sees the same "live" position; a discontinuity marks each restart
 * of the sample (its timestamps start again).
 */
export function livePlaylist(nowMs: number, segmentUrl: (seq: number) => string): string {
  const current = Math.floor((nowMs - LOOP_START_MS) / 1000 / SEGMENT_SECONDS) + 2;
  const first = current - 2;
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`, `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / SEGMENTS_PER_SAMPLE)}`];
  for (let seq = first; seq <= current; seq++) {
    if (seq !== first && seq % SEGMENTS_PER_SAMPLE === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`, segmentUrl(seq));
  }
  return `${lines.join('\n')}\n`;
}
