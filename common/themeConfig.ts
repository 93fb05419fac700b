// A tenant's theme settings (spec §9): colour mode, accent theme and grey scale. Invalid
// values are configuration mistakes and fail loudly (spec §5).

export const COLOR_MODES = ['light', 'dark'] as const;
export const THEME_PALETTES = [
  'grey',
  'blue',
  'green',
  'red',
  'pink',
  'yellow',
  'orange',
  'violet',
  'teal',
  'cyan',
  // The garden's own palettes (src/design/tokens.ts).
  'crimson',
  'plum',
  'gold',
] as const;

export type ColorMode = (typeof COLOR_MODES)[number];
export type ThemePalette = (typeof THEME_PALETTES)[number];

export interface ThemeConfig {
  colorMode: ColorMode;
  accentTheme: ThemePalette;
  greyScale: ThemePalette;
}

/** The provider's defaults when a tenant sets nothing. */
export const DEFAULT_THEME_CONFIG: ThemeConfig = {
  colorMode: 'light',
  accentTheme: 'yellow',
  greyScale: 'grey',
};

export class InvalidColorModeError extends Error {
  constructor(value: unknown) {
    super(`Invalid colour mode "${String(value)}": expected one of ${COLOR_MODES.join(', ')}.`);
    this.name = 'InvalidColorModeError';
  }
}

export class InvalidColorThemeError extends Error {
  constructor(setting: string, value: unknown) {
    super(
      `Invalid colour theme "${String(value)}" for ${setting}: expected one of ${THEME_PALETTES.join(', ')}.`,
    );
    this.name = 'InvalidColorThemeError';
  }
}

function isPalette(value: unknown): value is ThemePalette {
  return THEME_PALETTES.includes(value as ThemePalette);
}

export function parseThemeConfig(
  input: Partial<Record<keyof ThemeConfig, unknown>> = {},
): ThemeConfig {
  const colorMode = input.colorMode ?? DEFAULT_THEME_CONFIG.colorMode;
  const accentTheme = input.accentTheme ?? DEFAULT_THEME_CONFIG.accentTheme;
  const greyScale = input.greyScale ?? DEFAULT_THEME_CONFIG.greyScale;
  if (!COLOR_MODES.includes(colorMode as ColorMode)) throw new InvalidColorModeError(colorMode);
  if (!isPalette(accentTheme)) throw new InvalidColorThemeError('accentTheme', accentTheme);
  if (!isPalette(greyScale)) throw new InvalidColorThemeError('greyScale', greyScale);
  return { colorMode: colorMode as ColorMode, accentTheme, greyScale };
}

/** Mantine names the grey palette "gray". */
export function mantineColorName(palette: ThemePalette): string {
  return palette === 'grey' ? 'gray' : palette;
}
