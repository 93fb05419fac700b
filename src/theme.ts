import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core';
import { GARDEN_FONT_FAMILY } from './gardenFontFamily';
import { mantineColorName, parseThemeConfig, type ThemeConfig } from './platform/themeConfig';

/** Tenants' own theme settings, under what the runtime config says (spec §9). */
const TENANT_THEMES: Record<string, Partial<ThemeConfig>> = {
  demo: { accentTheme: 'red' },
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

export function createGardenTheme(settings: ThemeConfig): MantineThemeOverride {
  const grey = mantineColorName(settings.greyScale);
  return createTheme({
    primaryColor: mantineColorName(settings.accentTheme),
    // Shade 9 on white passes WCAG AA for text and white-on-accent buttons (red.7: 3.8:1).
    primaryShade: { light: 9, dark: 5 },
    defaultRadius: 'md',
    // The grey scale tints every neutral surface and text colour.
    ...(grey === 'gray' ? {} : { colors: { gray: DEFAULT_THEME.colors[grey] } }),
    fontFamily: GARDEN_FONT_FAMILY,
  });
}

/**
 * Mantine's light "dimmed" text (gray.6) reads at 3.3:1 on white, below WCAG AA: gray.7 of
 * the chosen grey scale keeps secondary text quieter than body text and legible.
 */
export const gardenCssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

/** The demo garden's look: light, grey scale, red accent. */
export const gardenTheme = createGardenTheme(tenantThemeConfig('demo'));
