import { haversineKm } from './distance';

/**
 * A grid of latitude/longitude cells in nine levels, each cell split in four at the next level. Every listing document
 * names the cell it lies in at each level (`geoCells`), so a radius filter becomes `geoCells IN [...]`: a few hundred
 * lookups of exact values. No index has a geo field: Meilisearch's geo filter reads its whole geo index on every
 * query and rewrites it on every update, which grows with the listings (bench/RESULTS.md).
 */
export const GEO_CELL_LEVELS = 9;
const FINEST = GEO_CELL_LEVELS - 1;
/** The finest cell: 0.0025° of latitude (278 m) by 0.004° of longitude (280 m at 51° N): square enough in Germany. */
const FINEST_LAT_DEGREES = 0.0025;
const FINEST_LON_DEGREES = 0.004;
const ROWS = Math.round(180 / FINEST_LAT_DEGREES);
const COLUMNS = Math.round(360 / FINEST_LON_DEGREES);
const KM_PER_DEGREE_LAT = (Math.PI / 180) * 6371;
/** Cells of the circle's edge at most (estimated); a larger circle stops refining at a coarser level. */
const MAX_EDGE_CELLS = 1024;
/** Floating-point safety: a cell counts as inside only with this margin, so rounding never admits an outsider. */
const MARGIN_KM = 0.001;

const finestRow = (latitude: number) => Math.min(ROWS - 1, Math.max(0, Math.floor((latitude + 90) / FINEST_LAT_DEGREES)));
const finestColumn = (longitude: number) => {
  const column = Math.floor((longitude + 180) / FINEST_LON_DEGREES);
  return ((column % COLUMNS) + COLUMNS) % COLUMNS;
};
const token = (level: number, row: number, column: number) => `${level}.${row}.${column}`;

/** The cells a point lies in, coarsest first: what a document stores in `geoCells`. */
export function geoCellsOf(latitude: number, longitude: number): string[] {
  const row = finestRow(latitude);
  const column = finestColumn(longitude);
  return Array.from({ length: GEO_CELL_LEVELS }, (_, level) => token(level, row >> (FINEST - level), column >> (FINEST - level)));
}

/**
 * The cells that together hold every point of a circle. `inside` cells lie wholly within it; `edge` cells are cut by its
 * border, so the points in them still need the exact distance check.
 */
export interface CircleCover {
  inside: string[];
  edge: string[];
}

interface Cell {
  level: number;
  row: number;
  column: number;
}

function cellCorners({ level, row, column }: Cell): [number, number][] {
  const span = 1 << (FINEST - level);
  const south = row * span * FINEST_LAT_DEGREES - 90;
  const north = Math.min(90, south + span * FINEST_LAT_DEGREES);
  const west = column * span * FINEST_LON_DEGREES - 180;
  const east = Math.min(180, west + span * FINEST_LON_DEGREES);
  return [
    [south, west],
    [south, east],
    [north, west],
    [north, east],
  ];
}

/** The finest level whose edge cells, about the circle's circumference over the cell size, stay within MAX_EDGE_CELLS. */
function refinementLevel(radiusKm: number): number {
  const circumference = 2 * Math.PI * radiusKm;
  for (let level = FINEST; level > 0; level--) {
    const cellKm = FINEST_LAT_DEGREES * (1 << (FINEST - level)) * KM_PER_DEGREE_LAT;
    if ((circumference / cellKm) * 1.3 <= MAX_EDGE_CELLS) return level;
  }
  return 0;
}

/** Level-0 cells whose area may meet the circle: its bounding box, longitudes wrapped, the whole parallel near a pole. */
function startingCells(latitude: number, longitude: number, radiusKm: number): Cell[] {
  const span = 1 << FINEST;
  const latDelta = radiusKm / KM_PER_DEGREE_LAT;
  const south = Math.max(-90, latitude - latDelta);
  const north = Math.min(90, latitude + latDelta);
  const widest = Math.max(Math.abs(south), Math.abs(north));
  const lonDelta = widest >= 89 ? 180 : latDelta / Math.cos((widest * Math.PI) / 180);
  const rows = { from: finestRow(south) >> FINEST, to: finestRow(north) >> FINEST };
  const columnOf = (lon: number) => Math.min((COLUMNS - 1) >> FINEST, Math.floor((lon + 180) / (FINEST_LON_DEGREES * span)));
  // Longitude stretches, split where they cross the date line.
  const west = longitude - lonDelta;
  const east = longitude + lonDelta;
  const stretches: [number, number][] =
    lonDelta >= 180
      ? [[-180, 180]]
      : west < -180
        ? [
            [west + 360, 180],
            [-180, east],
          ]
        : east >= 180
          ? [
              [west, 180],
              [-180, east - 360],
            ]
          : [[west, east]];
  const columns = new Set<number>();
  for (const [from, to] of stretches) for (let column = columnOf(from); column <= columnOf(to); column++) columns.add(column);
  const cells: Cell[] = [];
  for (let row = rows.from; row <= rows.to; row++) for (const column of columns) cells.push({ level: 0, row, column });
  return cells;
}

/** The cells covering a circle of great-circle radius `radiusKm` (earth radius 6371 km). */
export function coverCircle(latitude: number, longitude: number, radiusKm: number): CircleCover {
  const finest = refinementLevel(radiusKm);
  const cover: CircleCover = { inside: [], edge: [] };
  const distance = ([lat, lon]: [number, number]) => haversineKm(latitude, longitude, lat, lon);
  // A cell's centre-to-corner reach depends only on its level and row (all cells of a row have one shape).
  const reaches = new Map<string, number>();
  const visit = (cell: Cell): void => {
    const corners = cellCorners(cell);
    const distances = corners.map(distance);
    // The farthest point of a latitude/longitude cell from any point is one of its corners.
    if (Math.max(...distances) <= radiusKm - MARGIN_KM) {
      cover.inside.push(token(cell.level, cell.row, cell.column));
      return;
    }
    // Triangle inequality: no point of the cell is nearer than its centre's distance less the centre-to-corner reach.
    const [south, west] = corners[0]!;
    const [north, east] = corners[3]!;
    const centre: [number, number] = [(south + north) / 2, (west + east) / 2];
    const reachKey = `${cell.level}.${cell.row}`;
    let reach = reaches.get(reachKey);
    if (reach === undefined) {
      reach = Math.max(...corners.map(([lat, lon]) => haversineKm(centre[0], centre[1], lat, lon)));
      reaches.set(reachKey, reach);
    }
    if (distance(centre) - reach > radiusKm + MARGIN_KM) return;
    if (cell.level === finest) {
      cover.edge.push(token(cell.level, cell.row, cell.column));
      return;
    }
    for (const [dRow, dColumn] of [
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ] as const) {
      const child = { level: cell.level + 1, row: cell.row * 2 + dRow, column: cell.column * 2 + dColumn };
      // The last row and column of the grid are partial: children beyond the poles or the date line do not exist.
      if (child.row << (FINEST - child.level) < ROWS && child.column << (FINEST - child.level) < COLUMNS) visit(child);
    }
  };
  for (const cell of startingCells(latitude, longitude, radiusKm)) visit(cell);
  return cover;
}
