/**
 * The live channel's fan-out: events are published per tenant, and a subscriber only ever
 * hears its own tenant (the socket route subscribes with the session's tenant and user, never
 * ones the client names). An event for some users of the tenant (a group chat's members) is
 * published to those users only.
 */
export type LiveEvent =
  | { type: 'position'; data: LivePosition[] }
  | { type: 'alarm'; data: LiveAlarm }
  | { type: 'online' | 'offline'; data: { vehicleId: number; carNo: string; at: string } }
  | { type: 'wearablePosition'; data: LiveWearablePosition[] }
  | { type: 'wearableAlarm'; data: Omit<LiveAlarm, 'vehicleId' | 'carNo'> & { subjectId: number; label: string } }
  | { type: 'wearableOnline' | 'wearableOffline'; data: { subjectId: number; label: string; at: string } }
  | { type: 'notice'; data: { id: string; title: string; level: string } }
  /** A group chat's event (a message, a read receipt, a group changed), for its members only. */
  | { type: 'chat'; data: { kind: string } & Record<string, unknown> };

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
interface Subscriber {
  listener: Listener;
  /** The session's user (absent: hears tenant-wide events only). */
  userId?: string;
}

export class LiveHub {
  private readonly tenants = new Map<string, Set<Subscriber>>();

  subscribe(tenantId: string, listener: Listener, userId?: string): () => void {
    let set = this.tenants.get(tenantId);
    if (!set) this.tenants.set(tenantId, (set = new Set()));
    const subscriber: Subscriber = { listener, userId };
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (!set.size) this.tenants.delete(tenantId);
    };
  }

  /** Serialises once, then hands the same text to every subscriber of the tenant. */
  publish(tenantId: string, event: LiveEvent): number {
    const set = this.tenants.get(tenantId);
    if (!set?.size) return 0;
    const text = JSON.stringify(event);
    for (const s of set) s.listener(event, text);
    return set.size;
  }

  /** Serialises once, then hands it to the tenant's subscribers who are one of `userIds` (their other sockets too). */
  publishTo(tenantId: string, userIds: Iterable<string>, event: LiveEvent): number {
    const set = this.tenants.get(tenantId);
    const users = new Set(userIds);
    if (!set?.size || !users.size) return 0;
    const text = JSON.stringify(event);
    let heard = 0;
    for (const s of set) {
      if (s.userId === undefined || !users.has(s.userId)) continue;
      s.listener(event, text);
      heard++;
    }
    return heard;
  }

  subscribers(tenantId: string): number {
    return this.tenants.get(tenantId)?.size ?? 0;
  }
}
