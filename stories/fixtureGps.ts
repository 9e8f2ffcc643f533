/**
 * The GPS calls of stories without a server: the map fixtures' city (districts, facilities) and no
 * tiles, so every map of a story draws the same offline base. Other GPS calls are the HTTP ones
 * (a story that needs them provides its own).
 */
import { CENTRE, facilities } from '../src/map/fixtures/city';
import { httpGpsData, type GpsData } from '../apps/web/src/modules/gps/source';

export const fixtureGpsData: GpsData = {
  ...httpGpsData,
  city: async () => ({ centre: [CENTRE[0], CENTRE[1]], districts: ['西湖区', '拱墅区', '上城区', '滨江区', '余杭区', '萧山区'], facilities: facilities.map((f, i) => ({ id: i, name: f.label ?? '', lon: f.lon, lat: f.lat })) }),
  tiles: async () => null,
};
