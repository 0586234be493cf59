import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AusbildungOptionsView, AusbildungOptionView } from '@praxisnah/contracts';
import type { StartOptionRow } from './catalog.repository';

/** The Ausbildung option lists as admins edit them, each entry with how many listings name it. */
@Injectable()
export class AusbildungOptionUsageRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** `starts`: the offered starts (computed and stored); each says whether it is computed and how many listings use it. */
  async view(starts: StartOptionRow[]): Promise<AusbildungOptionsView> {
    const [abschluesse, uebernahme, use] = await Promise.all([
      this.dataSource.query<AusbildungOptionView[]>(
        `SELECT d.key, d.label, d.active,
           (SELECT count(*)::int FROM listings l WHERE l.ausbildungs_abschluss = d.label) AS "usedBy"
         FROM ausbildung_degrees d ORDER BY d.sort_order, d.key`,
      ),
      this.dataSource.query<AusbildungOptionView[]>(
        `SELECT t.key, t.label, t.active,
           (SELECT count(*)::int FROM listings l WHERE l.uebernahme_chance = t.key) AS "usedBy"
         FROM takeover_chances t ORDER BY t.sort_order, t.key`,
      ),
      this.dataSource.query<{ value: string; stored: boolean; used: number }[]>(
        `SELECT v.value, EXISTS (SELECT 1 FROM ausbildung_start_options o WHERE o.value = v.value) AS stored,
           (SELECT count(*)::int FROM listings l WHERE l.ausbildung_start = v.value) AS used
         FROM unnest($1::text[]) AS v(value)`,
        [starts.map((start) => start.value)],
      ),
    ]);
    return {
      abschluesse,
      uebernahme,
      starts: starts.map((start) => {
        const row = use.find((candidate) => candidate.value === start.value);
        return { ...start, computed: !row?.stored, usedBy: row?.used ?? 0 };
      }),
    };
  }
}
