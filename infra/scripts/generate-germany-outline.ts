/**
 * Writes web/src/features/map/germany-outline.json: the outline of Germany as GeoJSON, drawn by the company map
 * when the tile server cannot be reached (offline, blocked or misconfigured), so markers still have a frame.
 *
 * Source: world-atlas countries-50m (Natural Earth, public domain) via topojson-client. Coordinates are rounded
 * to 3 decimals (about 100 m) and, should the file still be larger than 60 KB, thinned with Douglas–Peucker.
 *
 * Run: npx tsx infra/scripts/generate-germany-outline.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { feature } from 'topojson-client';
import type { Topology, GeometryObject } from 'topojson-specification';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';

const GERMANY_ISO_NUMERIC = '276';
const MAX_BYTES = 60 * 1024;
const OUTPUT = resolve(__dirname, '../../web/src/features/map/germany-outline.json');

const requireFromWeb = createRequire(resolve(__dirname, '../../web/package.json'));
const topology = JSON.parse(readFileSync(requireFromWeb.resolve('world-atlas/countries-50m.json'), 'utf8')) as Topology;

const countries = topology.objects.countries as unknown as { type: 'GeometryCollection'; geometries: GeometryObject[] };
const germany = countries.geometries.find((geometry) => String(geometry.id) === GERMANY_ISO_NUMERIC);
if (!germany) throw new Error(`world-atlas has no country with id ${GERMANY_ISO_NUMERIC}`);

const source = feature(topology, germany) as Feature<Polygon | MultiPolygon>;
const polygons: Position[][][] = source.geometry.type === 'Polygon' ? [source.geometry.coordinates] : source.geometry.coordinates;

function round(position: Position): Position {
  return [Math.round(position[0]! * 1000) / 1000, Math.round(position[1]! * 1000) / 1000];
}

function perpendicularDistance(point: Position, start: Position, end: Position): number {
  const [x, y] = point as [number, number];
  const [x1, y1] = start as [number, number];
  const [x2, y2] = end as [number, number];
  const dx = x2 - x1;
  const dy = y2 - y1;
  if (dx === 0 && dy === 0) return Math.hypot(x - x1, y - y1);
  return Math.abs(dy * x - dx * y + x2 * y1 - y2 * x1) / Math.hypot(dx, dy);
}

function simplify(ring: Position[], tolerance: number): Position[] {
  if (tolerance <= 0 || ring.length <= 4) return ring;
  const keep = new Array<boolean>(ring.length).fill(false);
  keep[0] = keep[ring.length - 1] = true;
  const stack: Array<[number, number]> = [[0, ring.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    let index = -1;
    let maxDistance = 0;
    for (let i = first + 1; i < last; i++) {
      const distance = perpendicularDistance(ring[i]!, ring[first]!, ring[last]!);
      if (distance > maxDistance) {
        maxDistance = distance;
        index = i;
      }
    }
    if (index !== -1 && maxDistance > tolerance) {
      keep[index] = true;
      stack.push([first, index], [index, last]);
    }
  }
  const result = ring.filter((_, i) => keep[i]);
  return result.length >= 4 ? result : ring;
}

function dedupe(ring: Position[]): Position[] {
  return ring.filter((position, i) => i === 0 || position[0] !== ring[i - 1]![0] || position[1] !== ring[i - 1]![1]);
}

function build(tolerance: number): string {
  const coordinates = polygons
    .map((polygon) => polygon.map((ring) => dedupe(simplify(ring, tolerance).map(round))).filter((ring) => ring.length >= 4))
    .filter((polygon) => polygon.length > 0);
  const outline: Feature<MultiPolygon, { name: string; source: string }> = {
    type: 'Feature',
    properties: { name: 'Deutschland', source: 'Natural Earth via world-atlas countries-50m' },
    geometry: { type: 'MultiPolygon', coordinates },
  };
  return JSON.stringify(outline);
}

let tolerance = 0;
let json = build(tolerance);
while (Buffer.byteLength(json) > MAX_BYTES) {
  tolerance = tolerance === 0 ? 0.002 : tolerance * 1.5;
  json = build(tolerance);
}
async function main(): Promise<void> {
  // Written in the repository's Prettier style, so `prettier --check .` stays green after a regeneration.
  const options = (await resolveConfig(OUTPUT)) ?? {};
  writeFileSync(OUTPUT, await format(json, { ...options, filepath: OUTPUT }));
  console.log(`Wrote ${OUTPUT} (${Buffer.byteLength(json)} bytes minified, tolerance ${tolerance}°)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
