import { haversineKm } from './distance';
import { coverCircle, geoCellsOf } from './geo-cells';

/*
 * The slow tier (about 40 s): 100,000 sampled points against the cover of five circles. `npm test` and CI run it;
 * TEST_SKIP_SLOW=1 leaves it out of a local run.
 */

/** Deterministic pseudo-random numbers, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('geo cells, sampled', () => {
  const cases: [string, number, number, number][] = [
    ['Köln, 25 km', 50.9375, 6.9603, 25],
    ['Husum, 2 km', 54.4858, 9.0524, 2],
    ['Berlin, 200 km', 52.52, 13.405, 200],
    ['across the date line', 10, 179.9, 50],
    ['around the north pole', 89.5, 0, 300],
  ];

  it.each(cases)('covers every point of the circle and lets no outsider into an inside cell: %s', (_name, lat, lon, radiusKm) => {
    const cover = coverCircle(lat, lon, radiusKm);
    const inside = new Set(cover.inside);
    const edge = new Set(cover.edge);
    const next = random(Math.round(lat * 1000 + lon));
    const latSpan = (radiusKm / 111.19) * 1.5;
    for (let sample = 0; sample < 20_000; sample++) {
      const pointLat = Math.max(-90, Math.min(90, lat + (next() * 2 - 1) * latSpan));
      const lonSpan = Math.min(180, latSpan / Math.max(0.01, Math.cos((pointLat * Math.PI) / 180)));
      let pointLon = lon + (next() * 2 - 1) * lonSpan;
      if (pointLon >= 180) pointLon -= 360;
      if (pointLon < -180) pointLon += 360;
      const cells = geoCellsOf(pointLat, pointLon);
      const distance = haversineKm(lat, lon, pointLat, pointLon);
      const inInside = cells.some((cell) => inside.has(cell));
      const inEdge = cells.some((cell) => edge.has(cell));
      if (distance <= radiusKm) expect(inInside || inEdge).toBe(true);
      if (inInside) expect(distance).toBeLessThanOrEqual(radiusKm);
    }
  });
});
