import { haversineKm } from './distance';
import { coverCircle, geoCellsOf, GEO_CELL_LEVELS } from './geo-cells';

/** Deterministic pseudo-random numbers, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('geo cells', () => {
  it('names the cell of a point at every level, each inside the one before', () => {
    const cells = geoCellsOf(50.9375, 6.9603);
    expect(cells).toHaveLength(GEO_CELL_LEVELS);
    const parsed = cells.map((cell) => cell.split('.').map(Number) as [number, number, number]);
    parsed.slice(1).forEach(([level, row, column], index) => {
      const [, parentRow, parentColumn] = parsed[index]!;
      expect(level).toBe(index + 1);
      expect(row >> 1).toBe(parentRow);
      expect(column >> 1).toBe(parentColumn);
    });
    // Nearby points share coarse cells; Köln and Berlin do not.
    expect(geoCellsOf(50.94, 6.96)[0]).toBe(cells[0]);
    expect(geoCellsOf(52.52, 13.405)[0]).not.toBe(cells[0]);
  });

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

  it('keeps a city search to a few hundred values, most of the area in coarse cells', () => {
    const cover = coverCircle(52.52, 13.405, 25);
    expect(cover.inside.length + cover.edge.length).toBeLessThan(2000);
    expect(cover.edge.every((cell) => cell.startsWith('8.'))).toBe(true);
    expect(cover.inside.some((cell) => Number(cell.split('.')[0]) <= 5)).toBe(true);
  });
});
