import { readFileSync } from 'node:fs';
import { DEFAULT_THEME, type MantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { GARDEN_PALETTES, PLUM_NIGHT } from './design/tokens';
import { InvalidColorModeError, InvalidColorThemeError } from '../common/themeConfig';
import {
  createGardenTheme,
  gardenCssVariablesResolver,
  gardenTheme,
  tenantThemeConfig,
} from './theme';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

function primary(scheme: 'light' | 'dark'): string {
  const shade = gardenTheme.primaryShade;
  const index = typeof shade === 'object' ? shade[scheme] : shade;
  return GARDEN_PALETTES.crimson[index ?? 6];
}
const lightPrimary = () => primary('light');

describe('the garden theme', () => {
  it('is deep crimson on plum neutrals for the demo tenant, with a plum night', () => {
    expect(tenantThemeConfig('demo')).toEqual({
      colorMode: 'light',
      accentTheme: 'crimson',
      greyScale: 'plum',
    });
    expect(gardenTheme.primaryColor).toBe('crimson');
    expect(gardenTheme.colors?.gray).toEqual(GARDEN_PALETTES.plum);
    expect(gardenTheme.colors?.dark).toEqual(PLUM_NIGHT);
    expect(gardenTheme.colors?.gold).toEqual(GARDEN_PALETTES.gold);
  });

  it("carries a tenant's brand through: another accent and grey scale change the tokens", () => {
    const theme = createGardenTheme(tenantThemeConfig('other', { accentTheme: 'teal' }));
    expect(theme.primaryColor).toBe('teal');
    expect(theme.colors?.gray).toBeUndefined();
    expect(theme.colors?.dark).toBeUndefined();
  });

  it('keeps white text on the accent at AA in dark mode, and body text on the plum night', () => {
    expect(contrast(primary('dark'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(PLUM_NIGHT[0], PLUM_NIGHT[7])).toBeGreaterThanOrEqual(7);
    expect(contrast(PLUM_NIGHT[2], PLUM_NIGHT[7])).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to the provider default (yellow) for a tenant that sets nothing', () => {
    expect(tenantThemeConfig('other').accentTheme).toBe('yellow');
  });

  it('lets the runtime config choose the accent, mode and grey scale', () => {
    const settings = tenantThemeConfig('demo', {
      accentTheme: 'pink',
      colorMode: 'dark',
      greyScale: 'blue',
    });
    expect(settings).toEqual({ colorMode: 'dark', accentTheme: 'pink', greyScale: 'blue' });
    const theme = createGardenTheme(settings);
    expect(theme.primaryColor).toBe('pink');
    expect(theme.colors?.gray).toEqual(DEFAULT_THEME.colors.blue);
  });

  it('throws a clear error for an invalid colour mode or theme', () => {
    expect(() => tenantThemeConfig('demo', { colorMode: 'sepia' })).toThrow(InvalidColorModeError);
    expect(() => tenantThemeConfig('demo', { accentTheme: 'mauve' })).toThrow(
      /Invalid colour theme "mauve" for accentTheme/,
    );
    expect(() => tenantThemeConfig('demo', { greyScale: 'beige' })).toThrow(InvalidColorThemeError);
  });

  it('keeps accent text and buttons at WCAG AA contrast on white (4.5:1)', () => {
    expect(contrast(lightPrimary(), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens dimmed text to a grey with AA contrast on white', () => {
    const resolved = gardenCssVariablesResolver({ ...DEFAULT_THEME } as MantineTheme);
    const dimmed = /--mantine-color-gray-(\d)/.exec(resolved.light['--mantine-color-dimmed']);
    expect(dimmed).not.toBeNull();
    expect(contrast(DEFAULT_THEME.colors.gray[Number(dimmed![1])], '#ffffff')).toBeGreaterThan(4.5);
    expect(contrast(GARDEN_PALETTES.plum[Number(dimmed![1])], '#ffffff')).toBeGreaterThan(4.5);
  });

  it('announces the accent as the browser theme colour in index.html', () => {
    const html = readFileSync('index.html', 'utf8');
    expect(/<meta name="theme-color" content="(#[0-9a-f]{6})"/.exec(html)?.[1]).toBe(
      lightPrimary(),
    );
  });
});
