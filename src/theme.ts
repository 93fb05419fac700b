import { createTheme, DEFAULT_THEME, type MantineThemeOverride } from '@mantine/core';
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
    primaryShade: { light: 7, dark: 5 },
    defaultRadius: 'md',
    // The grey scale tints every neutral surface and text colour.
    ...(grey === 'gray' ? {} : { colors: { gray: DEFAULT_THEME.colors[grey] } }),
    fontFamily:
      'system-ui, -apple-system, "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Segoe UI", Roboto, sans-serif',
  });
}

/** The demo garden's look: light, grey scale, red accent. */
export const gardenTheme = createGardenTheme(tenantThemeConfig('demo'));
