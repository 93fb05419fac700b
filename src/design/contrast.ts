// WCAG 2 contrast for the theme's own colours (#rgb or #rrggbb), so the theme can pick text colours
// that stay legible (4.5:1 for body-size text) instead of trusting a fixed shade.

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function channels(hex: string): [number, number, number] | null {
  const match = HEX.exec(hex);
  if (!match) return null;
  const digits = match[1].length === 3 ? match[1].replace(/./g, '$&$&') : match[1];
  const value = parseInt(digits, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const v = channel / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG 2 contrast ratio of two #rgb/#rrggbb colours (1 to 21); NaN for anything else. */
export function contrastRatio(a: string, b: string): number {
  const [ca, cb] = [channels(a), channels(b)];
  if (!ca || !cb) return Number.NaN;
  const [high, low] = [luminance(ca), luminance(cb)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/** `top` laid over `bottom` at `alpha` (0 to 1), as #rrggbb. */
export function over(top: string, alpha: number, bottom: string): string {
  const [ct, cb] = [channels(top), channels(bottom)];
  if (!ct || !cb) return bottom;
  const mixed = ct.map((channel, i) => Math.round(channel * alpha + cb[i] * (1 - alpha)));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Body-size text must reach this against its background (WCAG 2 AA). */
export const AA_TEXT_CONTRAST = 4.5;

/**
 * The text colour for a palette's tinted ("light") surfaces: the first shade from
 * `fromShade` on that reads at AA on every one of `backgrounds`, or, when even the darkest
 * does not (yellow, lime), the darkest shade darkened with the least black that does.
 */
export function readableTextShade(
  shades: readonly string[],
  fromShade: number,
  backgrounds: readonly string[],
): { shade: number; blackPercent: number } {
  const readable = (colour: string) =>
    backgrounds.every((background) => contrastRatio(colour, background) >= AA_TEXT_CONTRAST);
  for (let shade = fromShade; shade < shades.length; shade += 1) {
    if (readable(shades[shade])) return { shade, blackPercent: 0 };
  }
  const darkest = shades.length - 1;
  for (let blackPercent = 5; blackPercent < 100; blackPercent += 5) {
    if (readable(over('#000000', blackPercent / 100, shades[darkest]))) {
      return { shade: darkest, blackPercent };
    }
  }
  return { shade: darkest, blackPercent: 100 };
}
