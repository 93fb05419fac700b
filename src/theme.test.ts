import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { InvalidColorModeError, InvalidColorThemeError } from './platform/themeConfig';
import { createGardenTheme, gardenTheme, tenantThemeConfig } from './theme';

describe('the garden theme', () => {
  it('is light with a red accent for the demo tenant', () => {
    expect(tenantThemeConfig('demo')).toEqual({
      colorMode: 'light',
      accentTheme: 'red',
      greyScale: 'grey',
    });
    expect(gardenTheme.primaryColor).toBe('red');
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
    expect(() => tenantThemeConfig('demo', { accentTheme: 'gold' })).toThrow(
      /Invalid colour theme "gold" for accentTheme/,
    );
    expect(() => tenantThemeConfig('demo', { greyScale: 'beige' })).toThrow(InvalidColorThemeError);
  });
});
