import { readFileSync } from 'node:fs';
import { DEFAULT_THEME, mergeMantineTheme, type MantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, over } from './design/contrast';
import { GARDEN_PALETTES, PLUM_NIGHT } from './design/tokens';
import { InvalidColorModeError, InvalidColorThemeError } from '../common/themeConfig';
import {
  createGardenTheme,
  gardenCssVariablesResolver,
  gardenTheme,
  tenantThemeConfig,
} from './theme';

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
    expect(contrastRatio(primary('dark'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(PLUM_NIGHT[0], PLUM_NIGHT[7])).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(PLUM_NIGHT[2], PLUM_NIGHT[7])).toBeGreaterThanOrEqual(4.5);
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
    expect(contrastRatio(lightPrimary(), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens dimmed text to a grey with AA contrast on white', () => {
    const resolved = gardenCssVariablesResolver({ ...DEFAULT_THEME } as MantineTheme);
    const dimmed = /--mantine-color-gray-(\d)/.exec(resolved.light['--mantine-color-dimmed']);
    expect(dimmed).not.toBeNull();
    expect(contrastRatio(DEFAULT_THEME.colors.gray[Number(dimmed![1])], '#ffffff')).toBeGreaterThan(
      4.5,
    );
    expect(contrastRatio(GARDEN_PALETTES.plum[Number(dimmed![1])], '#ffffff')).toBeGreaterThan(4.5);
  });

  it('gives every colour’s light badges and buttons text at AA contrast on their tint', () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, gardenTheme);
    const light = gardenCssVariablesResolver(theme).light;
    const shade =
      typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
    const names = Object.keys(theme.colors).filter((name) => name !== 'dark');
    expect(names).toEqual(expect.arrayContaining(['crimson', 'plum', 'gold', 'yellow', 'teal']));
    for (const name of names) {
      const shades = theme.colors[name];
      const text = light[`--mantine-color-${name}-light-color`];
      const plain = /^var\(--mantine-color-[a-z]+-(\d)\)$/.exec(text);
      const mixed = /^color-mix\(in srgb, var\(--mantine-color-[a-z]+-(\d)\), #000 (\d+)%\)$/.exec(
        text,
      );
      expect(plain ?? mixed, `${name}: ${text}`).not.toBeNull();
      const colour = plain
        ? shades[Number(plain[1])]
        : over('#000000', Number(mixed![2]) / 100, shades[Number(mixed![1])]);
      for (const surface of [theme.white, theme.colors.gray[0]]) {
        const tint = over(shades[shade], 0.1, surface);
        expect(contrastRatio(colour, tint), `${name} on ${tint}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    // Yellow has no shade dark enough: its darkest is darkened, not left illegible.
    expect(light['--mantine-color-yellow-light-color']).toMatch(/^color-mix/);
  });

  it('announces the accent as the browser theme colour in index.html', () => {
    const html = readFileSync('index.html', 'utf8');
    expect(/<meta name="theme-color" content="(#[0-9a-f]{6})"/.exec(html)?.[1]).toBe(
      lightPrimary(),
    );
  });
});
