export { KeptAlivePanels, type KeptAlivePanelsProps } from './KeptAlivePanels';
