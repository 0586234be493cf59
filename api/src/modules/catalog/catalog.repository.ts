import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { SectorDefinition } from '@praxisnah/contracts';

/** A sector as stored: the contracts' definition (which seeds the table) with its row id. */
export type SectorRow = SectorDefinition & { id: number };
export interface KeyLabelRow {
  key: string;
  label: string;
}
export interface HighlightRow extends KeyLabelRow {
  id: number;
  icon: string;
}
export interface StartOptionRow {
  value: string;
  label: string;
}
export interface OptionRow extends KeyLabelRow {
  active: boolean;
}
export interface DurationRow extends KeyLabelRow {
  minWeeks: number;
}

export interface Catalogue {
  sectors: SectorRow[];
  internshipTypes: KeyLabelRow[];
  durations: DurationRow[];
  highlights: HighlightRow[];
  startOptions: StartOptionRow[];
  takeoverChances: OptionRow[];
  degrees: OptionRow[];
}

/** The seeded catalogue tables, each in the order forms and filters show it. */
@Injectable()
export class CatalogRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async load(): Promise<Catalogue> {
    const [sectors, internshipTypes, durations, highlights, startOptions, takeoverChances, degrees] = await Promise.all([
      this.dataSource.query<SectorRow[]>('SELECT id, key, label, icon, color, gradient, emoji FROM sectors ORDER BY sort_order, id'),
      this.dataSource.query<KeyLabelRow[]>('SELECT key, label FROM internship_types ORDER BY sort_order, key'),
      this.dataSource.query<DurationRow[]>('SELECT key, label, min_weeks AS "minWeeks" FROM durations ORDER BY sort_order'),
      this.dataSource.query<HighlightRow[]>('SELECT id, key, label, icon FROM event_highlights ORDER BY sort_order, id'),
      this.dataSource.query<StartOptionRow[]>('SELECT value, label FROM ausbildung_start_options ORDER BY value'),
      this.dataSource.query<OptionRow[]>('SELECT key, label, active FROM takeover_chances ORDER BY sort_order, key'),
      this.dataSource.query<OptionRow[]>('SELECT key, label, active FROM ausbildung_degrees ORDER BY sort_order, key'),
    ]);
    return { sectors, internshipTypes, durations, highlights, startOptions, takeoverChances, degrees };
  }
}
