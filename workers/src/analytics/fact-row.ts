/** One fact as it is stored: the raw row and the keys of every aggregate it counts in. */
export interface FactRow {
  sourceId: string;
  type: string;
  /** The aggregate counter it adds to (e.g. favourite on → `favourite`, off → `favourite_removed`). */
  metric: string;
  entityId: string | null;
  /** Whether the entity's own daily counter counts it (views, favourites, shares: what a company sees). */
  perEntity: boolean;
  companyId: string | null;
  vertical: string;
  latitude: number | null;
  longitude: number | null;
  visitorHash: string | null;
  data: Record<string, unknown>;
  occurredAt: string;
  /** A search: its words, sector, place, the Kreisschlüssel of the place's district (null: unknown) and its results. */
  search: { query: string; sector: string; place: string; districtCode: number | null; results: number } | null;
}

/** A fact with nothing but what is given: no entity, place, visitor or search; it counts under its own type. */
export function factRow(fields: Pick<FactRow, 'sourceId' | 'type' | 'occurredAt'> & Partial<FactRow>): FactRow {
  return {
    metric: fields.type,
    entityId: null,
    perEntity: true,
    companyId: null,
    vertical: '',
    latitude: null,
    longitude: null,
    visitorHash: null,
    data: {},
    search: null,
    ...fields,
  };
}
