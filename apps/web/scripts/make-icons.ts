/// <reference types="node" />
/**
 * Draws the app icons (red tile, white ball, score bar) and writes them to public/icons.
 * Run after changing the drawing: `npx tsx apps/web/scripts/make-icons.ts`; the PNGs are committed.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

/** The icon on a 512 grid; `inset` shrinks the artwork into the maskable safe zone. */
function iconSvg({ rounded, inset }: { rounded: boolean; inset: number }): string {
  const scale = 1 - inset * 2;
  const offset = 512 * inset;
  const pentagon = (cx: number, cy: number, r: number) =>
    Array.from({ length: 5 }, (_, i) => {
      const a = (-90 + i * 72) * (Math.PI / 180);
      return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
    }).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#de4242"/><stop offset="1" stop-color="#b52525"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" rx="${rounded ? 112 : 0}" fill="url(#bg)"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <clipPath id="ball"><circle cx="256" cy="222" r="132"/></clipPath>
    <circle cx="256" cy="222" r="132" fill="#fff"/>
    <g clip-path="url(#ball)">
    <polygon points="${pentagon(256, 222, 44)}" fill="#1f1f1f"/>
    ${[0, 1, 2, 3, 4]
      .map((i) => {
        const a = (-90 + i * 72) * (Math.PI / 180);
        const x = 256 + 138 * Math.cos(a);
        const y = 222 + 138 * Math.sin(a);
        const b = a + (36 * Math.PI) / 180; // the seam towards the next outer patch
        return `<line x1="${(256 + 44 * Math.cos(a)).toFixed(1)}" y1="${(222 + 44 * Math.sin(a)).toFixed(1)}" x2="${(256 + 100 * Math.cos(a)).toFixed(1)}" y2="${(222 + 100 * Math.sin(a)).toFixed(1)}" stroke="#1f1f1f" stroke-width="8"/>
    <line x1="${(256 + 100 * Math.cos(a)).toFixed(1)}" y1="${(222 + 100 * Math.sin(a)).toFixed(1)}" x2="${(256 + 140 * Math.cos(b)).toFixed(1)}" y2="${(222 + 140 * Math.sin(b)).toFixed(1)}" stroke="#1f1f1f" stroke-width="8"/>
    <polygon points="${pentagon(x, y, 44)}" fill="#1f1f1f"/>`;
      })
      .join('\n    ')}
    </g>
    <circle cx="256" cy="222" r="132" fill="none" stroke="#fff" stroke-width="4"/>
    <rect x="120" y="386" width="272" height="56" rx="28" fill="#fff"/>
    <rect x="150" y="406" width="80" height="16" rx="8" fill="#cb3131"/>
    <rect x="282" y="406" width="80" height="16" rx="8" fill="#1f1f1f"/>
    <circle cx="256" cy="414" r="7" fill="#1f1f1f"/>
  </g>
</svg>`;
}

const targets: Array<{ file: string; size: number; rounded: boolean; inset: number }> = [
  { file: 'icon-192.png', size: 192, rounded: true, inset: 0 },
  { file: 'icon-512.png', size: 512, rounded: true, inset: 0 },
  { file: 'maskable-512.png', size: 512, rounded: false, inset: 0.1 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, inset: 0.04 },
  { file: 'favicon-32.png', size: 32, rounded: true, inset: 0 },
];

mkdirSync(OUT, { recursive: true });
for (const target of targets) {
  await sharp(Buffer.from(iconSvg(target)))
    .resize(target.size, target.size)
    .png({ compressionLevel: 9 })
    .toFile(join(OUT, target.file));
  process.stdout.write(`wrote ${target.file}\n`);
}
