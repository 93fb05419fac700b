// The garden's design tokens: the one place colours, radii, spacing, type, elevation,
// motion and the shell's dimensions are named. The Mantine theme (src/theme.ts) is built
// from them and the tenant's theme settings, and the CSS variables below carry them to
// plain CSS, so a tenant's brand changes every screen at once.
import type { MantineColorsTuple } from '@mantine/core';

/** The demo garden's own palettes, lightest to darkest (Mantine's 10-shade form). */
export const GARDEN_PALETTES = {
  /** Deep crimson: the demon prince's cloak. Shade 7 carries white text at 7.6:1. */
  crimson: [
    '#fff0f3',
    '#ffdce3',
    '#fbb3c2',
    '#f4869d',
    '#e95c7b',
    '#db3a5e',
    '#c4244a',
    '#a3173b',
    '#84102f',
    '#650a24',
  ],
  /** Plum: the garden's neutrals, a grey with a little violet warmth. */
  plum: [
    '#f9f6f8',
    '#f0eaef',
    '#e0d5de',
    '#c9bac6',
    '#ab98a8',
    '#8d798a',
    '#715e6e',
    '#574857',
    '#3d313e',
    '#2a202b',
  ],
  /** Gold: the puppet's strings; highlights, badges and the active tab. */
  gold: [
    '#fff9e6',
    '#fdefc0',
    '#f9e08c',
    '#f3cd57',
    '#ebb92e',
    '#d9a21a',
    '#b98512',
    '#95690e',
    '#73500b',
    '#553a08',
  ],
} satisfies Record<string, MantineColorsTuple>;

/**
 * Dark mode on a plum grey scale: Mantine's `dark` palette (0 = text, 7 = page) tinted
 * plum, so night reads as the garden at night rather than a grey screen.
 */
export const PLUM_NIGHT: MantineColorsTuple = [
  '#efe6ee',
  '#d2c4d0',
  '#b3a2b1',
  '#8f7c8d',
  '#65536a',
  '#4a3a4c',
  '#362a38',
  '#241a26',
  '#1b131d',
  '#130d14',
];

/** Which shade is "the" accent per palette, light and dark (white text must read on it). */
export const ACCENT_SHADES: Record<string, { light: 6 | 7 | 8 | 9; dark: 4 | 5 | 6 }> = {
  crimson: { light: 7, dark: 6 },
  plum: { light: 7, dark: 5 },
  gold: { light: 9, dark: 6 },
};
/** Mantine's own palettes: shade 9 on white passes WCAG AA (red.7 is 3.8:1). */
export const DEFAULT_ACCENT_SHADES = { light: 9, dark: 5 } as const;

export const RADIUS = { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' };

export const SPACING = {
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
};

// The type scale lives in common/: the server's first view draws with the same sizes.
export { FONT_SIZES, HEADING_SIZES, LINE_HEIGHTS } from './typeScale';

/** Elevation: soft, plum-tinted shadows. */
export const SHADOWS = {
  xs: '0 1px 2px rgba(42, 32, 43, 0.08)',
  sm: '0 1px 3px rgba(42, 32, 43, 0.1), 0 1px 2px rgba(42, 32, 43, 0.06)',
  md: '0 4px 12px rgba(42, 32, 43, 0.12)',
  lg: '0 8px 24px rgba(42, 32, 43, 0.16)',
  xl: '0 16px 40px rgba(42, 32, 43, 0.2)',
};

/** Motion durations (ms); every animation is off under prefers-reduced-motion (garden.css). */
export const MOTION = { fast: 120, base: 200, slow: 320 };

/** The shell's fixed dimensions (px). */
export const SHELL = {
  headerHeight: 56,
  tabBarHeight: 60,
  navbarWidth: 248,
  /** The smallest tap target on a phone (WCAG 2.5.5, Apple HIG). */
  tapTarget: 44,
};
