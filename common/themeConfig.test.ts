import { describe, expect, it } from 'vitest';
import {
  InvalidColorModeError,
  InvalidColorThemeError,
  mantineColorName,
  parseThemeConfig,
} from './themeConfig';

describe('parseThemeConfig', () => {
  it('defaults to light, yellow accent and grey scale', () => {
    expect(parseThemeConfig()).toEqual({
      colorMode: 'light',
      accentTheme: 'yellow',
      greyScale: 'grey',
    });
  });

  it('takes the tenant settings (the demo garden is red)', () => {
    expect(parseThemeConfig({ accentTheme: 'red' }).accentTheme).toBe('red');
  });

  it('rejects an invalid colour mode', () => {
    expect(() => parseThemeConfig({ colorMode: 'sepia' })).toThrow(InvalidColorModeError);
    expect(() => parseThemeConfig({ colorMode: 'sepia' })).toThrow(/sepia/);
  });

  it('rejects an invalid accent theme or grey scale', () => {
    expect(() => parseThemeConfig({ accentTheme: 'mauve' })).toThrow(InvalidColorThemeError);
    expect(() => parseThemeConfig({ greyScale: 42 })).toThrow(/greyScale/);
  });

  it('maps grey to Mantine gray', () => {
    expect(mantineColorName('grey')).toBe('gray');
    expect(mantineColorName('pink')).toBe('pink');
  });
});
