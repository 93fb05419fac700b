// Draws the app icons and the garden banner as PNG files under public/ (no image
// library: a shape-by-shape rasteriser with 4×4 supersampling and a minimal PNG writer).
// Run again after changing a shape: npx tsx server/tools/drawGardenImages.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];
/** A shape answers, for a point in unit coordinates (0..1 on the shorter side), its colour or null. */
type Shape = (x: number, y: number) => Rgb | null;

const rose: Rgb = [201, 42, 42]; // Mantine red.8, the demo garden's accent
const petal: Rgb = [255, 245, 245];
const heart: Rgb = [250, 176, 5];

function circle(cx: number, cy: number, r: number, colour: Rgb): Shape {
  return (x, y) => ((x - cx) ** 2 + (y - cy) ** 2 <= r * r ? colour : null);
}

/** A five-petal rose with a golden heart, centred at (cx, cy). */
function flower(cx: number, cy: number, size: number): Shape[] {
  const petals = Array.from({ length: 5 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    return circle(
      cx + Math.cos(angle) * size * 0.5,
      cy + Math.sin(angle) * size * 0.5,
      size * 0.36,
      petal,
    );
  });
  return [...petals, circle(cx, cy, size * 0.26, heart)];
}

function draw(width: number, height: number, background: Shape, shapes: Shape[]): Buffer {
  const unit = Math.min(width, height);
  const samples = 4;
  const rows: Buffer[] = [];
  for (let py = 0; py < height; py++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
    for (let px = 0; px < width; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / unit;
          const y = (py + (sy + 0.5) / samples) / unit;
          let colour = background(x, y) ?? rose;
          for (const shape of shapes) colour = shape(x, y) ?? colour;
          r += colour[0];
          g += colour[1];
          b += colour[2];
        }
      }
      const n = samples * samples;
      row.set([Math.round(r / n), Math.round(g / n), Math.round(b / n)], 1 + px * 3);
    }
    rows.push(row);
  }
  return png(width, height, Buffer.concat(rows));
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

function png(width: number, height: number, scanlines: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const solidRose: Shape = () => rose;
// The banner: a dusk sky (violet to rose), a pale moon, hedges and three roses.
const dusk: Shape = (_x, y) => {
  const t = Math.min(1, y / 1.0);
  return [
    Math.round(74 + (201 - 74) * t),
    Math.round(35 + (42 - 35) * t),
    Math.round(90 + (42 - 90) * t),
  ];
};
const hedge: Shape = (x, y) => (y > 0.82 + 0.04 * Math.sin(x * 18) ? [43, 138, 62] : null);

const root = join(__dirname, '..', '..', 'public');
mkdirSync(join(root, 'icons'), { recursive: true });
mkdirSync(join(root, 'images'), { recursive: true });

for (const size of [192, 512]) {
  writeFileSync(
    join(root, 'icons', `icon-${size}.png`),
    draw(size, size, solidRose, flower(0.5, 0.5, 0.62)),
  );
}
// Maskable icons keep their content inside the central 80 % safe zone.
writeFileSync(
  join(root, 'icons', 'icon-maskable-512.png'),
  draw(512, 512, solidRose, flower(0.5, 0.5, 0.44)),
);
writeFileSync(
  join(root, 'icons', 'apple-touch-icon.png'),
  draw(180, 180, solidRose, flower(0.5, 0.5, 0.62)),
);
writeFileSync(
  join(root, 'images', 'garden-banner.png'),
  draw(1200, 630, dusk, [
    circle(1.45, 0.28, 0.14, [255, 244, 214]),
    hedge,
    ...flower(0.35, 0.8, 0.14),
    ...flower(0.95, 0.86, 0.1),
    ...flower(1.5, 0.8, 0.14),
  ]),
);
console.log('drew public/icons/*.png and public/images/garden-banner.png');
