/** Between the store's WGS-84 and the coordinate system of the tenant's tiles (gcoord). */
import gcoord from 'gcoord';
import type { CoordSystem, LonLat } from './types';

const CRS = { WGS84: gcoord.WGS84, GCJ02: gcoord.GCJ02, BD09: gcoord.BD09 } as const;

export function toDisplay(p: LonLat, coord: CoordSystem): LonLat {
  if (coord === 'WGS84') return p;
  return gcoord.transform([p[0], p[1]], CRS.WGS84, CRS[coord]) as unknown as LonLat;
}

export function fromDisplay(p: LonLat, coord: CoordSystem): LonLat {
  if (coord === 'WGS84') return p;
  return gcoord.transform([p[0], p[1]], CRS[coord], CRS.WGS84) as unknown as LonLat;
}
