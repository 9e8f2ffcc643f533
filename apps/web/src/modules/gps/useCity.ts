/** The tenant's offline city base (districts, streets, facilities), read once per page. */
import { useEffect, useState } from 'react';
import { cityBase } from '../../../../../src/map/city-base';
import type { CityBase } from '../../../../../src/map/types';
import { useGpsData } from './source';

export function useCity(): CityBase | null {
  const gps = useGpsData();
  const [city, setCity] = useState<CityBase | null>(null);
  useEffect(() => {
    let live = true;
    gps.city().then((c) => {
      if (live) setCity(cityBase(c.centre, c.districts, c.facilities.map((f) => ({ id: `f${f.id}`, lon: f.lon, lat: f.lat, status: 'facility' as const, label: f.name }))));
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [gps]);
  return city;
}
