/**
 * What a GPS device is fixed to (decision 0280): a vehicle's terminal, or a positioning device a
 * person wears (定位胸牌, 智能手表). The positions store is shared by both kinds: every reader names
 * its kind, and the live channel gives each kind its own event types, so a vehicle page never
 * sees a person and a person's position reaches only users of a system that tracks people.
 */
import type { DeviceKind } from '../../../../src/map/gps-api';

export { liveEventType, type DeviceKind } from '../../../../src/map/gps-api';

export const DEVICE_KINDS: readonly DeviceKind[] = ['vehicle', 'wearable'];

export function isDeviceKind(value: unknown): value is DeviceKind {
  return typeof value === 'string' && (DEVICE_KINDS as readonly string[]).includes(value);
}
