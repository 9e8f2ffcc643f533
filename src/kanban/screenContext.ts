import { createContext, useContext } from 'react';
import type { ScreenScale } from './scale';

/** The scale and mode of the enclosing BigScreen (screen mode at 1 outside one). */
export const ScreenContext = createContext<ScreenScale>({ mode: 'screen', scale: 1 });
export const useScreen = () => useContext(ScreenContext);
