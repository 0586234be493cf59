import { coverCircle, geoCellsOf, GEO_CELL_LEVELS } from './geo-cells';

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

  it('keeps a city search to a few hundred values, most of the area in coarse cells', () => {
    const cover = coverCircle(52.52, 13.405, 25);
    expect(cover.inside.length + cover.edge.length).toBeLessThan(2000);
    expect(cover.edge.every((cell) => cell.startsWith('8.'))).toBe(true);
    expect(cover.inside.some((cell) => Number(cell.split('.')[0]) <= 5)).toBe(true);
  });
});
