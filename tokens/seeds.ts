/**
 * Seed tokens: the only values a designer writes per theme. Everything else is derived
 * by tokens/derive.ts. Raw hex colours are allowed only inside tokens/.
 */
export type ThemeName = 'ClassicBlue' | 'OceanBlue' | 'TechBlue';

export interface SeedTokens {
  /** data-theme attribute value on <html>. */
  attribute: string;
  dark: boolean;
  colorPrimary: string;
  colorSuccess: string;
  colorWarning: string;
  colorError: string;
  colorInfo: string;
  /** Page background and the neutral hue for greys. */
  colorBgBase: string;
  colorTextBase: string;
  /** Accent for headers and navigation (side menu background). */
  colorNav: string;
  fontSize: number;
  borderRadius: number;
  controlHeight: number;
  /** Chart series colours, in order. */
  chart: string[];
}

export const seeds: Record<ThemeName, SeedTokens> = {
  ClassicBlue: {
    attribute: 'classic-blue',
    dark: false,
    colorPrimary: '#1668dc',
    colorSuccess: '#389e0d',
    colorWarning: '#d48806',
    colorError: '#d9363e',
    colorInfo: '#1668dc',
    colorBgBase: '#ffffff',
    colorTextBase: '#1f2329',
    colorNav: '#001529',
    fontSize: 14,
    borderRadius: 4,
    controlHeight: 32,
    chart: ['#1668dc', '#13a8a8', '#f7a21b', '#d9363e', '#7a4fd6', '#389e0d', '#eb6e2d', '#2f54eb'],
  },
  OceanBlue: {
    attribute: 'ocean-blue',
    dark: false,
    colorPrimary: '#0a6fa8',
    colorSuccess: '#2b8a3e',
    colorWarning: '#c77700',
    colorError: '#c92a2a',
    colorInfo: '#0a6fa8',
    colorBgBase: '#ffffff',
    colorTextBase: '#172b3a',
    colorNav: '#0b3954',
    fontSize: 14,
    borderRadius: 6,
    controlHeight: 32,
    chart: ['#0a6fa8', '#1fb5a8', '#ffb547', '#e8684a', '#6c5ce7', '#2b8a3e', '#56a3f1', '#9d6b53'],
  },
  TechBlue: {
    attribute: 'tech-blue',
    dark: true,
    colorPrimary: '#14c8f0',
    colorSuccess: '#3ddc84',
    colorWarning: '#ffc53d',
    colorError: '#ff6b6b',
    colorInfo: '#14c8f0',
    colorBgBase: '#06132b',
    colorTextBase: '#e6f4ff',
    colorNav: '#081a3a',
    fontSize: 14,
    borderRadius: 2,
    controlHeight: 32,
    chart: ['#14c8f0', '#3ddc84', '#ffc53d', '#ff6b6b', '#a78bfa', '#2f80ed', '#ff9f43', '#00e5c0'],
  },
};

export const themeNames = Object.keys(seeds) as ThemeName[];
export const defaultTheme: ThemeName = 'ClassicBlue';
