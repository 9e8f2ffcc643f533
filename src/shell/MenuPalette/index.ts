export { MenuPalette, type MenuPaletteProps, type PaletteSection } from './MenuPalette';
