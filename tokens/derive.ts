/**
 * Seed → map → alias derivation (the Ant Design idea, written for this product):
 * palettes 1–10 per seed colour, then semantic aliases chosen by contrast so that
 * every text/background pairing passes WCAG AA in every theme.
 */
import { contrast, mix, withAlpha } from './color';
import type { SeedTokens } from './seeds';

const WHITE = '#ffffff';
const BLACK = '#000000';
const AA = 4.5;

/** Palette 1–10; index 6 is the seed. Light shades mix toward the page background. */
export function palette(seed: string, bgBase: string, dark: boolean): string[] {
  const toward = dark ? bgBase : WHITE;
  const lightWeights = dark ? [0.82, 0.7, 0.55, 0.38, 0.18] : [0.92, 0.82, 0.66, 0.46, 0.22];
  const darkWeights = [0.14, 0.28, 0.42, 0.56];
  const lighter = lightWeights.map((w) => mix(seed, toward, w));
  const darker = darkWeights.map((w) => mix(seed, dark ? WHITE : BLACK, w));
  return [...lighter, seed, ...darker];
}

/** Move `color` toward `target` in small steps until it reaches `min` contrast on `bg`. */
export function ensureContrast(color: string, bg: string, target: string, min = AA): string {
  let current = color;
  for (let step = 0; step <= 20 && contrast(current, bg) < min; step++) current = mix(color, target, step / 20);
  return current;
}

function solidPair(seed: string, dark: boolean) {
  const onDark = dark ? BLACK : WHITE;
  // On light themes white text on the solid colour; darken the solid until it passes.
  const solid = dark ? seed : ensureContrast(seed, WHITE, BLACK);
  const on = contrast(solid, WHITE) >= AA ? WHITE : ensureContrast(mix(solid, onDark, 0.85), solid, onDark);
  return { solid, on };
}

function statusColors(seed: string, s: SeedTokens, container: string) {
  const p = palette(seed, s.colorBgBase, s.dark);
  const { solid, on } = solidPair(seed, s.dark);
  return {
    default: p[5],
    hover: s.dark ? p[6] : p[4],
    active: s.dark ? p[4] : p[6],
    bg: p[0],
    bgHover: p[1],
    border: p[2],
    borderHover: p[3],
    text: ensureContrast(p[5], s.dark ? p[0] : p[0], s.dark ? WHITE : BLACK),
    solid,
    onSolid: on,
    textOnContainer: ensureContrast(p[5], container, s.dark ? WHITE : BLACK),
  };
}

export function deriveTokens(s: SeedTokens) {
  const text = s.colorTextBase;
  const bgLayout = s.dark ? s.colorBgBase : mix(s.colorBgBase, text, 0.045);
  const bgContainer = s.dark ? mix(s.colorBgBase, s.colorPrimary, 0.07) : s.colorBgBase;
  const bgElevated = s.dark ? mix(s.colorBgBase, s.colorPrimary, 0.14) : s.colorBgBase;
  const away = s.dark ? WHITE : BLACK;
  const navText = ensureContrast(mix(s.colorNav, WHITE, 0.72), s.colorNav, WHITE);
  const primary = statusColors(s.colorPrimary, s, bgContainer);
  const sizes = { sm: s.fontSize - 2, md: s.fontSize, lg: s.fontSize + 2, xl: s.fontSize + 6 };
  const px = (n: number) => `${n}px`;

  return {
    color: {
      primary,
      success: statusColors(s.colorSuccess, s, bgContainer),
      warning: statusColors(s.colorWarning, s, bgContainer),
      error: statusColors(s.colorError, s, bgContainer),
      info: statusColors(s.colorInfo, s, bgContainer),
      bg: {
        layout: bgLayout,
        container: bgContainer,
        elevated: bgElevated,
        spotlight: s.dark ? mix(bgElevated, WHITE, 0.12) : mix(text, s.colorBgBase, 0.1),
        mask: withAlpha(BLACK, s.dark ? 0.65 : 0.45),
        hover: mix(bgContainer, text, s.dark ? 0.08 : 0.04),
        selected: primary.bg,
        disabled: mix(bgContainer, text, s.dark ? 0.1 : 0.06),
      },
      text: {
        primary: ensureContrast(text, bgLayout, away, 7),
        secondary: ensureContrast(mix(text, bgContainer, 0.3), bgLayout, away),
        tertiary: ensureContrast(mix(text, bgContainer, 0.42), bgLayout, away),
        disabled: mix(text, bgContainer, 0.6),
        inverse: s.dark ? s.colorBgBase : WHITE,
        link: primary.textOnContainer,
      },
      border: {
        default: mix(bgContainer, text, s.dark ? 0.22 : 0.16),
        secondary: mix(bgContainer, text, s.dark ? 0.12 : 0.08),
        focus: primary.default,
      },
      fill: {
        default: mix(bgContainer, text, s.dark ? 0.1 : 0.06),
        secondary: mix(bgContainer, text, s.dark ? 0.06 : 0.035),
      },
      nav: {
        bg: s.colorNav,
        text: navText,
        textActive: WHITE,
        itemActiveBg: s.dark ? mix(s.colorNav, s.colorPrimary, 0.35) : primary.solid,
        itemHoverBg: mix(s.colorNav, WHITE, 0.08),
      },
      chart: Object.fromEntries(s.chart.map((c, i) => [String(i + 1), c])) as Record<string, string>,
      palette: {
        primary: Object.fromEntries(palette(s.colorPrimary, s.colorBgBase, s.dark).map((c, i) => [String(i + 1), c])),
        neutral: Object.fromEntries(
          Array.from({ length: 10 }, (_, i) => [String(i + 1), mix(s.colorBgBase, text, (i + 1) / 11)]),
        ),
      } as Record<string, Record<string, string>>,
    },
    font: {
      family: `'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif`,
      familyMono: `'SFMono-Regular', Consolas, 'Liberation Mono', monospace`,
      size: { sm: px(sizes.sm), md: px(sizes.md), lg: px(sizes.lg), xl: px(sizes.xl), h1: px(30), h2: px(24), h3: px(20), h4: px(16) },
      weight: { regular: '400', medium: '500', bold: '600' },
      lineHeight: { tight: '1.3', normal: '1.5715' },
    },
    space: { xxs: px(4), xs: px(8), sm: px(12), md: px(16), lg: px(24), xl: px(32), xxl: px(48) },
    radius: { sm: px(Math.max(1, s.borderRadius - 2)), md: px(s.borderRadius), lg: px(s.borderRadius * 2), round: '999px' },
    control: {
      height: { sm: px(s.controlHeight - 8), md: px(s.controlHeight), lg: px(s.controlHeight + 8) },
      paddingX: { sm: px(7), md: px(11), lg: px(15) },
    },
    shadow: s.dark
      ? {
          sm: `0 0 0 1px ${withAlpha(s.colorPrimary, 0.18)}`,
          md: `0 0 12px ${withAlpha(s.colorPrimary, 0.22)}, 0 0 0 1px ${withAlpha(s.colorPrimary, 0.25)}`,
          lg: `0 0 24px ${withAlpha(s.colorPrimary, 0.3)}, 0 0 0 1px ${withAlpha(s.colorPrimary, 0.3)}`,
          focus: `0 0 0 2px ${withAlpha(s.colorPrimary, 0.55)}`,
        }
      : {
          sm: `0 1px 2px ${withAlpha(BLACK, 0.06)}`,
          md: `0 3px 6px -4px ${withAlpha(BLACK, 0.12)}, 0 6px 16px ${withAlpha(BLACK, 0.08)}`,
          lg: `0 6px 16px -8px ${withAlpha(BLACK, 0.08)}, 0 9px 28px ${withAlpha(BLACK, 0.05)}, 0 12px 48px 16px ${withAlpha(BLACK, 0.03)}`,
          focus: `0 0 0 2px ${withAlpha(s.colorPrimary, 0.35)}`,
        },
    motion: { fast: '0.1s', mid: '0.2s', slow: '0.3s', ease: 'cubic-bezier(0.645, 0.045, 0.355, 1)' },
    z: { base: '1', sticky: '100', drawer: '1000', modal: '1000', dropdown: '1050', popover: '1060', tooltip: '1070', toast: '1100' },
    layout: { headerHeight: px(56), siderWidth: px(220), siderCollapsedWidth: px(56), tabBarHeight: px(40) },
  };
}

export type ThemeTokens = ReturnType<typeof deriveTokens>;
