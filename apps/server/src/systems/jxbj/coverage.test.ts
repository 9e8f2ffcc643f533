/** Coverage on hand-made tracks: inside the buffer at working speed counts; too fast, outside or a signal gap does not. */
import { describe, expect, it } from 'vitest';
import { passesOf, roadCoverage, unionLength, type LonLat, type TrackPoint } from './coverage';

// A 1 km east–west road at latitude 30.2 (1° of longitude ≈ 96.2 km there).
const LAT = 30.2;
const DEG_PER_M = 1 / (111_320 * Math.cos((LAT * Math.PI) / 180));
const road: LonLat[] = [[120.1, LAT], [120.1 + 1000 * DEG_PER_M, LAT]];
const band = { min: 3, max: 30 };

/** A drive east from `fromM` to `toM` along the road, `offsetM` north of it, a point every 30 s at `kmh`. */
function drive(fromM: number, toM: number, kmh: number, offsetM = 0, t0 = 0): TrackPoint[] {
  const step = (kmh / 3.6) * 30;
  const out: TrackPoint[] = [];
  for (let m = fromM, i = 0; m <= toM + 1e-6; m += step, i++) out.push({ t: t0 + i * 30_000, lon: 120.1 + m * DEG_PER_M, lat: LAT + offsetM / 111_320, speed: kmh });
  return out;
}

describe('road coverage', () => {
  it('a pass inside the buffer at working speed sweeps the stretch it drove', () => {
    const c = roadCoverage(road, [drive(0, 500, 18, 6)], 15, band);
    expect(c.lengthM).toBeCloseTo(1000, 0);
    // 150 m per 30 s sample at 18 km/h: the last sample ends at 450 m.
    expect(c.coveredM).toBeCloseTo(450, -1);
    expect(c.rate).toBeGreaterThan(44);
    expect(c.rate).toBeLessThan(46);
    expect(c.passes).toHaveLength(1);
    expect(c.passes[0]!.avgSpeed).toBe(18);
  });

  it('the same pass too fast sweeps nothing', () => {
    expect(roadCoverage(road, [drive(0, 500, 45, 6)], 15, band).coveredM).toBe(0);
  });

  it('the same pass outside the buffer sweeps nothing', () => {
    expect(roadCoverage(road, [drive(0, 500, 18, 40)], 15, band).coveredM).toBe(0);
  });

  it('two vehicles sweeping overlapping halves cover their union', () => {
    const c = roadCoverage(road, [drive(0, 600, 18), drive(400, 1000, 18)], 15, band);
    expect(c.rate).toBeGreaterThan(97);
  });

  it('a gap in the signal is not a sweep across it', () => {
    const track = [...drive(0, 300, 18), ...drive(700, 1000, 18, 0, 10 * 60_000)];
    const passes = passesOf(road, track, 15, band);
    expect(passes).toHaveLength(2);
    expect(unionLength(passes.map((p) => [p.from, p.to] as const))).toBeLessThan(620);
  });
});
