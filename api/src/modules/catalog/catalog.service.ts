import { Injectable } from '@nestjs/common';
import { ausbildungStartOptions, decodeHtmlEntities } from '@praxisnah/contracts';
import { cachedFor } from '../../shared/cache/cached-for';
import {
  CatalogRepository,
  type Catalogue,
  type DurationRow,
  type HighlightRow,
  type KeyLabelRow,
  type OptionRow,
  type SectorRow,
  type StartOptionRow,
} from './catalog.repository';

const CACHE_MS = 60_000;

/**
 * The catalogue is seeded into PostgreSQL and served from there; it changes rarely, so it is cached for a minute (an
 * admin's change on /admin-ausbildung-options forgets the cache of this process at once).
 */
@Injectable()
export class CatalogService {
  private load = this.cache();

  constructor(private readonly rows: CatalogRepository) {}

  async sectors(): Promise<SectorRow[]> {
    return (await this.load()).sectors;
  }
  async internshipTypes(): Promise<KeyLabelRow[]> {
    return (await this.load()).internshipTypes;
  }
  async durations(): Promise<DurationRow[]> {
    return (await this.load()).durations;
  }
  async highlights(): Promise<HighlightRow[]> {
    return (await this.load()).highlights;
  }
  /**
   * The starts of the next two Ausbildung years, computed for today, and the later starts admins added; starts
   * already past are not offered (an added "2025-08" would find nothing).
   */
  async startOptions(today = new Date()): Promise<StartOptionRow[]> {
    const computed = ausbildungStartOptions(today);
    const first = computed[0]?.value ?? '';
    const stored = (await this.load()).startOptions.filter(
      (row) => row.value >= first && !computed.some((option) => option.value === row.value),
    );
    return [...computed, ...stored].sort((a, b) => a.value.localeCompare(b.value));
  }
  /**
   * Every chance with whether forms still offer it: a deactivated one stays on the listings naming it, and their
   * cards still show its label.
   */
  async takeoverChances(): Promise<OptionRow[]> {
    return (await this.load()).takeoverChances;
  }
  async degrees(): Promise<KeyLabelRow[]> {
    return (await this.load()).degrees.filter((row) => row.active).map(({ key, label }) => ({ key, label }));
  }

  forget(): void {
    this.load = this.cache();
  }

  private cache() {
    return cachedFor(CACHE_MS, () => this.fromDatabase());
  }

  async sectorIdByKey(key: string): Promise<number | undefined> {
    return (await this.sectors()).find((sector) => sector.key === key)?.id;
  }

  async highlightIdsByKeys(keys: string[]): Promise<number[]> {
    const highlights = await this.highlights();
    return keys.map((key) => highlights.find((highlight) => highlight.key === key)?.id).filter((id): id is number => id !== undefined);
  }

  private async fromDatabase(): Promise<Catalogue> {
    const rows = await this.rows.load();
    return { ...rows, sectors: rows.sectors.map((sector) => ({ ...sector, label: decodeHtmlEntities(sector.label) })) };
  }
}
