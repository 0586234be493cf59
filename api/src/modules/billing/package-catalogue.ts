import { BadRequestException, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Package, PackageKey, PackageLimits } from '@praxisnah/contracts';
import { PackageRepository, type PackageRow } from './package.repository';

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

/** Packages are rows (see PackageRepository), so prices and limits change without a deploy of the web client. */
@Injectable()
export class PackageCatalogue {
  constructor(private readonly packages: PackageRepository) {}

  async list(): Promise<Package[]> {
    return (await this.packages.all()).map(toPackage);
  }

  async find(key: PackageKey, manager?: EntityManager): Promise<Package> {
    const row = await this.packages.findByKey(key, manager);
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
