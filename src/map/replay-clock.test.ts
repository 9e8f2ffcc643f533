import { describe, expect, it } from 'vitest';
import { positionAt, ReplayClock } from './replay-clock';

describe('ReplayClock', () => {
  it('advances by real elapsed time times the speed and stops at the end', () => {
    let now = 0;
    const clock = new ReplayClock(1_000, 1_000 + 16 * 60_000, () => now);
    clock.setSpeed(16);
    clock.play();
    now = 30_000;
    expect(clock.advance()).toBe(1_000 + 16 * 30_000);
    now = 60_000;
    expect(clock.advance()).toBe(1_000 + 16 * 60_000);
    expect(clock.playing).toBe(false);
    now = 90_000;
    expect(clock.advance()).toBe(1_000 + 16 * 60_000);
  });

  it('keeps the time when paused, seeking and changing speed', () => {
    let now = 0;
    const clock = new ReplayClock(0, 1e9, () => now);
    clock.play();
    now = 1_000;
    clock.setSpeed(4);
    now = 2_000;
    expect(clock.advance()).toBe(1_000 + 4_000);
    clock.pause();
    now = 10_000;
    expect(clock.advance()).toBe(5_000);
    clock.seek(-5);
    expect(clock.t).toBe(0);
  });
});

describe('positionAt', () => {
  const pts = [
    { t: 0, lon: 120, lat: 30, speed: 0 },
    { t: 10, lon: 120.01, lat: 30, speed: 30 },
    { t: 20, lon: 120.01, lat: 30.01, speed: 40 },
  ];
  it('interpolates between reports and clamps at the end', () => {
    expect(positionAt(pts, -1)).toBeNull();
    expect(positionAt(pts, 5)!.lon).toBeCloseTo(120.005, 6);
    expect(positionAt(pts, 15)!.lat).toBeCloseTo(30.005, 6);
    expect(positionAt(pts, 99)!.index).toBe(2);
  });
});
