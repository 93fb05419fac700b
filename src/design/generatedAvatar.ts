// A fan without an uploaded picture gets a drawn one: DiceBear's "thumbs" style, seeded by
// something stable about the fan, in the garden's colours. Same seed, same picture, on the
// server and in every browser.
import { createAvatar } from '@dicebear/core';
import * as thumbs from '@dicebear/thumbs';
import { GARDEN_PALETTES } from './tokens';

// Backgrounds and figures from the garden's palettes (no '#': DiceBear's colour format).
const hex = (colour: string) => colour.slice(1);
const BACKGROUNDS = [
  GARDEN_PALETTES.crimson[1],
  GARDEN_PALETTES.gold[1],
  GARDEN_PALETTES.plum[2],
  GARDEN_PALETTES.crimson[2],
  GARDEN_PALETTES.gold[2],
].map(hex);
const FIGURES = [
  GARDEN_PALETTES.crimson[7],
  GARDEN_PALETTES.plum[7],
  GARDEN_PALETTES.gold[7],
  GARDEN_PALETTES.crimson[5],
].map(hex);

const cache = new Map<string, string>();

/** A data: URI of the generated avatar for `seed`. */
export function generatedAvatarUri(seed: string): string {
  let uri = cache.get(seed);
  if (uri == null) {
    uri = createAvatar(thumbs, {
      seed,
      backgroundColor: BACKGROUNDS,
      shapeColor: FIGURES,
      radius: 50,
    }).toDataUri();
    cache.set(seed, uri);
  }
  return uri;
}
