/* eslint-disable no-console */
// Prints the initial JS and CSS (gzip) per route module from web/dist/.vite/manifest.json.
// Initial = the entry chunk with its static imports + the route chunk with its static imports (lazy imports excluded).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Another build's directory as the argument (vite build --outDir …), so a build can be compared without replacing web/dist.
const dist = process.argv[2] ? resolve(process.argv[2]) : join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;

function collect(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) collect(child, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = collect(entryKey);
const routes = Object.keys(manifest).filter((key) => key.includes('src/app/routes/'));
const rows = [];
for (const route of [null, ...routes]) {
  const keys = route ? collect(route, new Set(entry)) : entry;
  let js = 0;
  let css = 0;
  for (const key of keys) {
    js += gz(manifest[key].file);
    for (const file of manifest[key].css ?? []) css += gz(file);
  }
  rows.push({
    route: route ? route.replace(/.*routes\//, '') : '(entry only)',
    jsKb: (js / 1024).toFixed(1),
    cssKb: (css / 1024).toFixed(1),
  });
}
console.table(rows);
