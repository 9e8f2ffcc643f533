/**
 * People wearing positioning devices, as the systems that equip them know them (作业人员's field
 * workers: who wears which device, inside which job area, in which work periods). The GPS engine
 * simulates them next to the vehicles; it asks each system's `wearers` (ServerSystem) for them.
 */
import type { Sql } from '../db/types';
import type { WalkPlan } from './walk';

export interface WearerSim {
  /** The platform staff member wearing the device: the positions' subject. */
  staffId: number;
  name: string;
  deviceNo: string;
  plan: WalkPlan;
}

export type WearerSource = (sql: Sql, tenantId: string) => Promise<WearerSim[]>;

/** Every system's wearers of a tenant (inside its RLS scope); one person once, the first system's. */
export async function wearersOf(sql: Sql, tenantId: string, sources: readonly WearerSource[]): Promise<WearerSim[]> {
  const seen = new Set<number>();
  const out: WearerSim[] = [];
  for (const source of sources) {
    for (const w of await source(sql, tenantId)) {
      if (seen.has(w.staffId)) continue;
      seen.add(w.staffId);
      out.push(w);
    }
  }
  return out;
}
