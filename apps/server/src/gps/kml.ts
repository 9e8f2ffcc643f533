/** KML of a track: the path as a LineString and each detected stop as a placemark. */
import type { TrackStop } from '../../../../src/map/track';
import type { TrackRow } from './query';
import { wallText } from './simulate';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function trackKml(name: string, points: readonly TrackRow[], stops: readonly TrackStop[]): string {
  const coords = points.map((p) => `${p.lon},${p.lat},0`).join(' ');
  const marks = stops
    .map((s) => `<Placemark><name>${esc(`${wallText(s.start)} ${s.minutes} min`)}</name><TimeSpan><begin>${wallText(s.start).replace(' ', 'T')}</begin><end>${wallText(s.end).replace(' ', 'T')}</end></TimeSpan><Point><coordinates>${s.lon},${s.lat},0</coordinates></Point></Placemark>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>${esc(name)}</name><Placemark><name>${esc(name)}</name><LineString><tessellate>1</tessellate><coordinates>${coords}</coordinates></LineString></Placemark>${marks}</Document></kml>\n`;
}
