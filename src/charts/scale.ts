/**
 * Text scale for canvases inside a scaled layout (BigScreen): the canvas is drawn at its
 * real pixel size and only font sizes grow or shrink, so text stays sharp.
 */
import { createContext, useContext } from 'react';
import { CHART_BASE_FONT_SIZE } from './constants';

export const ChartScaleContext = createContext(1);
export const ChartScaleProvider = ChartScaleContext.Provider;
export function useChartScale(): number {
  return useContext(ChartScaleContext);
}

/** Font size in real pixels for a design size at this scale (never below 10 px). */
export function scaledFont(scale: number, design = CHART_BASE_FONT_SIZE): number {
  return Math.max(10, Math.round(design * scale));
}
