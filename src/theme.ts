import {
  Button,
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineTheme,
  type MantineThemeOverride,
} from '@mantine/core';
import {
  ACCENT_SHADES,
  DEFAULT_ACCENT_SHADES,
  FONT_SIZES,
  GARDEN_PALETTES,
  HEADING_SIZES,
  LINE_HEIGHTS,
  MOTION,
  PLUM_NIGHT,
  RADIUS,
  SHADOWS,
  SHELL,
  SPACING,
} from './design/tokens';
import { over, readableTextShade } from './design/contrast';
import { GARDEN_FONT_FAMILY } from './design/gardenFontFamily';
import { mantineColorName, parseThemeConfig, type ThemeConfig } from '../common/themeConfig';

/** Tenants' own theme settings, under what the runtime config says (spec §9). */
const TENANT_THEMES: Record<string, Partial<ThemeConfig>> = {
  demo: { accentTheme: 'crimson', greyScale: 'plum' },
};

/**
 * The tenant's theme settings: its entry above, then the runtime config; the provider
 * defaults fill the rest. Invalid values throw (spec §5), so a bad deployment fails at start.
 */
export function tenantThemeConfig(
  tenantId: string,
  configured: Partial<Record<keyof ThemeConfig, unknown>> = {},
): ThemeConfig {
  return parseThemeConfig({ ...TENANT_THEMES[tenantId], ...configured });
}

function palette(name: string): MantineColorsTuple {
  return (
    (GARDEN_PALETTES as Record<string, MantineColorsTuple>)[name] ?? DEFAULT_THEME.colors[name]
  );
}

/** The Mantine theme of a tenant: its accent and grey scale over the garden's tokens. */
export function createGardenTheme(settings: ThemeConfig): MantineThemeOverride {
  const accent = mantineColorName(settings.accentTheme);
  const grey = mantineColorName(settings.greyScale);
  return createTheme({
    colors: {
      ...GARDEN_PALETTES,
      // The grey scale tints every neutral surface and text colour; a plum one tints the night too.
      ...(grey === 'gray' ? {} : { gray: palette(grey) }),
      ...(grey === 'plum' ? { dark: PLUM_NIGHT } : {}),
    },
    primaryColor: accent,
    primaryShade: ACCENT_SHADES[accent] ?? DEFAULT_ACCENT_SHADES,
    defaultRadius: 'md',
    radius: RADIUS,
    spacing: SPACING,
    fontSizes: FONT_SIZES,
    lineHeights: LINE_HEIGHTS,
    shadows: SHADOWS,
    fontFamily: GARDEN_FONT_FAMILY,
    headings: { fontFamily: GARDEN_FONT_FAMILY, fontWeight: '700', sizes: HEADING_SIZES },
    focusRing: 'auto',
    cursorType: 'pointer',
    other: { highlightColor: 'gold', motion: MOTION, shell: SHELL },
    components: {
      // Rounded, pill-like buttons that never break a word over two lines.
      Button: Button.extend({ defaultProps: { radius: 'xl' } }),
    },
  });
}

/**
 * Text on a colour's tinted surfaces (light badges, light and subtle buttons): Mantine uses
 * the primary shade, which on a 10% tint of itself reads below 4.5:1 for most palettes
 * (gold, teal, yellow…). Each colour gets the first shade that reads at AA on its tint over
 * both the card white and the page grey.
 */
function lightVariantTextColours(theme: MantineTheme): Record<string, string> {
  const shade =
    typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  const surfaces = [theme.white, theme.colors.gray[0]];
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (name === 'dark') continue;
    const tints = surfaces.map((surface) => over(shades[shade], 0.1, surface));
    const text = readableTextShade(shades, shade, tints);
    variables[`--mantine-color-${name}-light-color`] =
      text.blackPercent === 0
        ? `var(--mantine-color-${name}-${text.shade})`
        : `color-mix(in srgb, var(--mantine-color-${name}-${text.shade}), #000 ${text.blackPercent}%)`;
  }
  return variables;
}

/**
 * The tokens as CSS variables for plain CSS (src/design/garden.css). Mantine's light
 * "dimmed" text (gray.6) reads below WCAG AA on white, so gray.7 of the chosen scale keeps
 * secondary text quieter than body text and legible.
 */
export const gardenCssVariablesResolver: CSSVariablesResolver = (theme) => {
  const highlight = String(theme.other.highlightColor ?? 'gold');
  return {
    variables: {
      '--garden-motion-fast': `${MOTION.fast}ms`,
      '--garden-motion-base': `${MOTION.base}ms`,
      '--garden-motion-slow': `${MOTION.slow}ms`,
      '--garden-header-height': `${SHELL.headerHeight}px`,
      '--garden-tab-bar-height': `${SHELL.tabBarHeight}px`,
      '--garden-tap-target': `${SHELL.tapTarget}px`,
    },
    light: {
      ...lightVariantTextColours(theme),
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      '--garden-color-page': 'var(--mantine-color-gray-0)',
      '--garden-color-surface': 'var(--mantine-color-white)',
      '--garden-color-highlight': `var(--mantine-color-${highlight}-6)`,
      '--garden-color-highlight-text': `var(--mantine-color-${highlight}-8)`,
      '--garden-color-bubble-other': 'var(--mantine-color-white)',
    },
    dark: {
      '--garden-color-page': 'var(--mantine-color-dark-7)',
      '--garden-color-surface': 'var(--mantine-color-dark-6)',
      '--garden-color-highlight': `var(--mantine-color-${highlight}-4)`,
      '--garden-color-highlight-text': `var(--mantine-color-${highlight}-3)`,
      '--garden-color-bubble-other': 'var(--mantine-color-dark-5)',
    },
  };
};

/** The demo garden's look: deep crimson on plum neutrals, gold highlights. */
export const gardenTheme = createGardenTheme(tenantThemeConfig('demo'));
