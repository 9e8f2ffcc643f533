import { describe, expect, it } from 'vitest';
import { SLOT_MS, outages, upIds } from './device-heartbeats';

const keys = ['CAM-001', 'CAM-002', 'CAM-003', 'CAM-004', 'CAM-005', 'CAM-006'];
const rows = keys.map((key, i) => ({ id: i + 1, key, grp: '' }));
/** The longest offline threshold a demo kind is seeded with (toilet sensors). */
const THRESHOLD_MS = 20 * 60_000;

describe('simulated device heartbeats', () => {
  it('every kind has a device offline at any time of any day (the offline lists always have rows)', () => {
    const start = Date.UTC(2026, 10, 20);
    // Every 10 minutes across four days: odd and even days, midnight and the slot edges.
    for (let now = start; now < start + 4 * 86_400_000; now += 10 * 60_000) {
      const offline = rows.filter((r, i) => {
        const open = outages(r.key, i, now - 3 * 86_400_000, now).find((o) => o.end === undefined);
        return open !== undefined && now - open.start > THRESHOLD_MS;
      });
      expect(offline.length, new Date(now).toISOString()).toBeGreaterThan(0);
    }
  });

  it('the live step agrees with the seeded schedule: a device is up exactly when it has no open outage', () => {
    const now = Date.UTC(2026, 10, 27, 13, 40);
    const up = upIds(rows, now);
    rows.forEach((r, i) => {
      const open = outages(r.key, i, now - 86_400_000, now).some((o) => o.end === undefined);
      expect(up.includes(r.id), r.key).toBe(!open);
    });
  });

  it('a faulty device comes back between its outages, so the detail report has closed periods', () => {
    const now = Date.UTC(2026, 10, 27, 12);
    const closed = outages(keys[0]!, 0, now - 7 * 86_400_000, now).filter((o) => o.end !== undefined);
    expect(closed.length).toBeGreaterThan(1);
    expect(closed.every((o) => o.end! - o.start >= SLOT_MS)).toBe(true);
  });
});
