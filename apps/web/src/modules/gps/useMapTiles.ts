/**
 * The tenant's base tiles for a map page (系统管理 › 地图设置): undefined while loading, then the
 * setting or null (offline city base — also when the call fails, so a map always shows). Read
 * once per mounted page, so a saved change shows on the next page opened.
 */
import { useEffect, useState } from 'react';
import type { TileSetting } from '../../../../../src/map/types';
import { useGpsData } from './source';

export function useMapTiles(): TileSetting | null | undefined {
  const gps = useGpsData();
  const [tiles, setTiles] = useState<TileSetting | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    const read = gps.tiles ? gps.tiles().catch(() => null) : Promise.resolve(null);
    read.then((v) => live && setTiles(v ?? null));
    return () => {
      live = false;
    };
  }, [gps]);
  return tiles;
}
