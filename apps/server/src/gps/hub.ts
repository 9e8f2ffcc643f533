/**
 * The live channel's fan-out: events are published per tenant, and a subscriber only ever
 * hears its own tenant (the socket route subscribes with the session's tenant, never a
 * tenant the client names).
 */
export type LiveEvent =
  | { type: 'position'; data: LivePosition[] }
  | { type: 'alarm'; data: LiveAlarm }
  | { type: 'online' | 'offline'; data: { vehicleId: number; carNo: string; at: string } }
  | { type: 'wearablePosition'; data: LiveWearablePosition[] }
  | { type: 'wearableAlarm'; data: Omit<LiveAlarm, 'vehicleId' | 'carNo'> & { subjectId: number; label: string } }
  | { type: 'wearableOnline' | 'wearableOffline'; data: { subjectId: number; label: string; at: string } }
  | { type: 'notice'; data: { id: string; title: string; level: string } };

/** A worn device's report: its wearer (a platform staff member) and battery. */
export interface LiveWearablePosition {
  subjectId: number;
  label: string;
  at: string;
  lon: number;
  lat: number;
  speed: number;
  heading: number;
  mileage: number;
  status: number;
  battery: number | null;
}

/** Events about people's devices: only users of a system that tracks people hear them. */
export const isWearableEvent = (event: LiveEvent): boolean => event.type.startsWith('wearable');

export interface LivePosition {
  vehicleId: number;
  carNo: string;
  at: string;
  lon: number;
  lat: number;
  speed: number;
  heading: number;
  mileage: number;
  status: number;
}

export interface LiveAlarm {
  id: string;
  vehicleId: number;
  carNo: string;
  kind: string;
  at: string;
  lon: number;
  lat: number;
  value: number;
}

type Listener = (event: LiveEvent, text: string) => void;

export class LiveHub {
  private readonly tenants = new Map<string, Set<Listener>>();

  subscribe(tenantId: string, listener: Listener): () => void {
    let set = this.tenants.get(tenantId);
    if (!set) this.tenants.set(tenantId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (!set.size) this.tenants.delete(tenantId);
    };
  }

  /** Serialises once, then hands the same text to every subscriber of the tenant. */
  publish(tenantId: string, event: LiveEvent): number {
    const set = this.tenants.get(tenantId);
    if (!set?.size) return 0;
    const text = JSON.stringify(event);
    for (const listener of set) listener(event, text);
    return set.size;
  }

  subscribers(tenantId: string): number {
    return this.tenants.get(tenantId)?.size ?? 0;
  }
}
