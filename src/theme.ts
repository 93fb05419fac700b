import { createTheme } from '@mantine/core';

/** The garden's look: light, grey scale, with the demo tenant's red accent (spec §9). */
export const gardenTheme = createTheme({
  primaryColor: 'red',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Segoe UI", Roboto, sans-serif',
});
