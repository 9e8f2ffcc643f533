/** The road grid the simulated vehicles drive (shared with the offline base map). */
export { roadPath, type LonLat } from '../../../../src/map/roads';
