import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { Package, PackageKey, PackageLimits } from '@praxisnah/contracts';

interface PackageRow {
  key: PackageKey;
  name: string;
  description: string;
  monthlyPriceCents: number;
  yearlyPriceCents: number;
  activeListings: number | null;
  activeEvents: number | null;
  highlightedPlacement: boolean;
  talkSlots: number;
  recommended: boolean;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The German bullet points of a pricing card, derived from the limits so they can never disagree. */
export function packageFeatures(limits: PackageLimits): string[] {
  return [
    limits.activeListings === null
      ? 'Unbegrenzt viele aktive Angebote'
      : `${plural(limits.activeListings, 'aktives Angebot', 'aktive Angebote')} (Praktika und Ausbildungsplätze)`,
    limits.activeEvents === null
      ? 'Unbegrenzt viele Veranstaltungen'
      : limits.activeEvents === 0
        ? 'Keine Veranstaltungen'
        : plural(limits.activeEvents, 'anstehende Veranstaltung', 'anstehende Veranstaltungen'),
    ...(limits.highlightedPlacement ? ['Hervorgehobene Platzierung in der Suche'] : []),
    ...(limits.talkSlots > 0 ? [plural(limits.talkSlots, 'Vortragsplatz auf Messen', 'Vortragsplätze auf Messen')] : []),
  ];
}

/** Packages are rows (migration Billing1795660000000), so prices and limits change without a deploy of the web client. */
@Injectable()
export class PackageCatalogue {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private async rows(manager: EntityManager, key?: string): Promise<PackageRow[]> {
    return manager.query<PackageRow[]>(
      `SELECT key, name, description, monthly_price_cents AS "monthlyPriceCents", yearly_price_cents AS "yearlyPriceCents",
         active_listings AS "activeListings", active_events AS "activeEvents", highlighted_placement AS "highlightedPlacement",
         talk_slots AS "talkSlots", recommended
       FROM packages WHERE $1::text IS NULL OR key = $1 ORDER BY sort_order`,
      [key ?? null],
    );
  }

  async list(): Promise<Package[]> {
    return (await this.rows(this.dataSource.manager)).map(toPackage);
  }

  async find(key: PackageKey, manager: EntityManager = this.dataSource.manager): Promise<Package> {
    const [row] = await this.rows(manager, key);
    if (!row) throw new BadRequestException({ message: 'Dieses Paket gibt es nicht.' });
    return toPackage(row);
  }
}

function toPackage(row: PackageRow): Package {
  const limits: PackageLimits = {
    activeListings: row.activeListings,
    activeEvents: row.activeEvents,
    highlightedPlacement: row.highlightedPlacement,
    talkSlots: row.talkSlots,
  };
  return {
    key: row.key,
    name: row.name,
    description: row.description,
    monthlyPriceCents: row.monthlyPriceCents,
    yearlyPriceCents: row.yearlyPriceCents,
    limits,
    features: packageFeatures(limits),
    recommended: row.recommended,
  };
}
