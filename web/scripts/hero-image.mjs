/* eslint-disable no-console */
/* global Image, document -- the WebP encoder below runs inside the page (page.evaluate) */
// Draws the search hero (/objects/images/search-hero.webp and .png, web/public → web/dist): our own artwork, no stock photo.
// An SVG of a map of pins joined by routes over soft hills (flat colours: the hero's own gradient lies over it, and
// flat areas keep the files small) is rendered by the Chromium the browser tests use and written as a PNG, then
// encoded as WebP by the same Chromium's canvas (no image tool to install). The WebP is what browsers load (about a
// quarter of the PNG's bytes, and the hero is the search page's largest paint); the PNG stays as the fallback of
// global.css for a browser without image-set(). Run it again after changing the drawing: node web/scripts/hero-image.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

// Small on purpose: the hero lays a 90 % colour wash over it, so scaled-up softness never shows and phones load little.
const WIDTH = 800;
const HEIGHT = 300;
const images = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'objects', 'images');
const output = join(images, 'search-hero.png');
const webpOutput = join(images, 'search-hero.webp');
// Lossy: Chromium's lossless WebP of this picture is larger than the PNG; at 0.8 the compression is invisible under the wash.
const WEBP_QUALITY = 0.8;

/** A fixed pseudo-random sequence, so the picture is the same on every run. */
function sequence(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const random = sequence(2026);
const pins = Array.from({ length: 14 }, (_, index) => ({
  x: 40 + (index / 13) * (WIDTH - 80) + (random() - 0.5) * 40,
  y: 70 + random() * (HEIGHT - 140),
}));
const routes = pins
  .slice(1)
  .map((pin, index) => {
    const from = pins[index];
    const bend = (from.y + pin.y) / 2 + (random() - 0.5) * 80;
    return `<path d="M${from.x},${from.y} Q${(from.x + pin.x) / 2},${bend} ${pin.x},${pin.y}" />`;
  })
  .join('');
const pin = ({ x, y }, index) => {
  const colour = ['#38bdf8', '#a78bfa', '#34d399', '#fbbf24'][index % 4];
  return `<g transform="translate(${x} ${y})"><circle r="18" fill="${colour}" opacity="0.18"/><path d="M0,-15c-6,0-11,5-11,11c0,8,11,18,11,18s11-10,11-18c0-6-5-11-11-11z" fill="${colour}"/><circle cy="-4" r="4" fill="#0f172a" opacity="0.55"/></g>`;
};
const hills = [0.78, 0.86, 0.94]
  .map((level, index) => {
    const y = HEIGHT * level;
    return `<path d="M0,${y} C${WIDTH * 0.25},${y - 60} ${WIDTH * 0.45},${y + 40} ${WIDTH * 0.7},${y - 30} S${WIDTH},${y - 10} ${WIDTH},${y} V${HEIGHT} H0Z" fill="#ffffff" opacity="${0.06 + index * 0.04}"/>`;
  })
  .join('');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<rect width="${WIDTH}" height="${HEIGHT}" fill="#312e81"/>
${hills}
<g fill="none" stroke="#e0e7ff" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round" opacity="0.5">${routes}</g>
${pins.map(pin).join('')}
</svg>`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
  const png = await page.locator('svg').screenshot({ type: 'png' });
  writeFileSync(output, png);
  console.log(`wrote ${output}`);
  const webp = await page.evaluate(
    async ([source, quality]) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext('2d').drawImage(image, 0, 0);
      return canvas.toDataURL('image/webp', quality);
    },
    [`data:image/png;base64,${png.toString('base64')}`, WEBP_QUALITY],
  );
  if (!webp.startsWith('data:image/webp;')) throw new Error('this Chromium cannot encode WebP');
  writeFileSync(webpOutput, Buffer.from(webp.slice(webp.indexOf(',') + 1), 'base64'));
  console.log(`wrote ${webpOutput}`);
} finally {
  await browser.close();
}
