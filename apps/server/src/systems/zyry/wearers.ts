/**
 * 作业人员's wearers for the GPS engine (ServerSystem.wearers): every assigned worker with an
 * enabled device walks their post's job area — along its road elements (or, without any, the
 * streets inside it), toilet cleaners to its toilets —, from the area's base, in its work periods.
 * Leaders patrol, sweepers sweep. A watch drains faster than a badge; one device in nine has a
 * tired battery and reports low battery in the afternoon.
 */
import type { Sql } from '../../db/types';
import { parseLine } from '../../../../../src/map/fence';
import type { LonLat } from '../../../../../src/map/roads';
import type { WalkPlan } from '../../gps/walk';
import type { WearerSim } from '../../gps/wearers';
import { alarmSettings, assignments, T } from './assignments';
import { baseOf, parsePoint, streetsInside } from './geometry';

const PACE: Record<string, WalkPlan['pace']> = { sweep: 'sweep', toilet: 'clean', leader: 'patrol', patrol: 'patrol' };

export async function zyryWearers(sql: Sql, tenantId: string): Promise<WearerSim[]> {
  const people = (await assignments(sql)).filter((a) => a.ring && a.periods.length);
  if (!people.length) return [];
  const settings = await alarmSettings(sql);
  const elements = await sql.query<{ area_id: number; element_type: string; location: string | null; path: string | null }>(
    `SELECT area_id, element_type, location, path FROM ${T().jobElement} WHERE status = 'enabled' AND area_id = ANY($1::int[]) ORDER BY id`,
    [[...new Set(people.map((p) => p.areaId!))]],
  );
  return people.map((a) => {
    const ring = a.ring!;
    const mine = elements.filter((e) => e.area_id === a.areaId);
    const roads = mine.flatMap((e) => (e.element_type === 'road' ? [parseLine(e.path)].filter((x): x is LonLat[] => Boolean(x)) : []));
    const spots = mine.flatMap((e) => (e.element_type === 'toilet' ? [parsePoint(e.location)].filter((x): x is LonLat => x !== null) : []));
    const tired = a.deviceId % 9 === 0;
    return {
      staffId: a.staffId, name: a.name, deviceNo: a.deviceNo,
      plan: {
        key: `zyry:${tenantId}`, index: a.staffId, fence: ring, paths: roads.length ? roads : streetsInside(ring), spots, base: baseOf(ring),
        periods: a.periods, pace: PACE[a.postType ?? ''] ?? 'sweep',
        drainPerHour: tired ? 9 : a.model === 'watch' ? 6 : 5, lowBattery: settings.lowBattery,
      },
    };
  });
}

