// What the live-map frame benchmark loads into the page: Leaflet and the map component's fleet layer.
import L from 'leaflet';
import { FleetLayer } from '../../src/map/fleet-layer';

export { FleetLayer, L };
