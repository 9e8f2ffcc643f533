/** The map, loaded on first use: Leaflet and its CSS stay out of every page that shows no map. */
import { lazy, Suspense } from 'react';
import { Spin } from '../components/Spin';
import { t } from '../i18n';
import type { MapViewProps } from './MapView';

const MapView = lazy(() => import('./MapView'));

export function LazyMap(props: MapViewProps) {
  return (
    <Suspense fallback={<Spin tip={t('map.loading')} />}>
      <MapView {...props} />
    </Suspense>
  );
}

export type { MapTool, MapViewProps } from './MapView';
