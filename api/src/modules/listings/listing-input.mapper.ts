import { BadRequestException } from '@nestjs/common';
import { AUSBILDUNG_TYPE_KEY, type CreateListingInput, type UpdateListingInput } from '@praxisnah/contracts';
import { CatalogService } from '../catalog/catalog.service';
import type { Gazetteer } from '../geo/gazetteer';
import { ListingEntity } from './listing.entity';

type ListingColumns = Partial<Omit<ListingEntity, 'id' | 'companyId' | 'version' | 'createdAt' | 'updatedAt'>>;

/** Translates the wire fields (their German names) to columns; the sector key becomes its id and an own address is geocoded. */
export async function toListingColumns(input: CreateListingInput | UpdateListingInput, catalog: CatalogService): Promise<ListingColumns> {
  const columns: ListingColumns = {};
  const assign = <K extends keyof ListingColumns>(key: K, value: ListingColumns[K] | undefined) => {
    if (value !== undefined) columns[key] = value;
  };
  if (input.sector !== undefined) {
    const sectorId = await catalog.sectorIdByKey(input.sector);
    if (sectorId === undefined) throw new BadRequestException({ message: 'Unbekannte Branche.' });
    columns.sectorId = sectorId;
  }
  if (input.übernahmeChance && !(await catalog.takeoverChances()).some((chance) => chance.key === input.übernahmeChance)) {
    throw new BadRequestException({ message: 'Unbekannte Übernahmechance.' });
  }
  assign('title', input.title);
  assign('description', input.description);
  assign('isAusbildung', input.isAusbildung);
  assign('typeKey', input.isAusbildung ? AUSBILDUNG_TYPE_KEY : input.type);
  assign('durationKey', input.duration);
  assign('minDurationWeeks', input.minDurationWeeks);
  assign('validFrom', input.validFrom);
  assign('validTo', input.validTo);
  assign('skills', input.skills);
  assign('address', input.address);
  assign('city', input.city);
  assign('zip', input.zip);
  assign('ausbildungStart', input.ausbildungStart);
  assign('ausbildungDauer', input.ausbildungDauer);
  assign('ausbildungsAbschluss', input.ausbildungsAbschluss);
  assign('verguetung1Jahr', input.vergütung1Jahr);
  assign('uebernahmeChance', input.übernahmeChance);
  assign('contactName', input.contactName);
  assign('contactEmail', input.contactEmail);
  assign('applicationUrl', input.applicationUrl);
  assign('status', input.status);
  return columns;
}

/** After a change, the listing's own point follows its own address; without one it has none and the company's applies. */
export function relocate(listing: ListingEntity, places: Pick<Gazetteer, 'geocodeAddress'>): void {
  const point = places.geocodeAddress(listing);
  listing.latitude = point?.latitude ?? null;
  listing.longitude = point?.longitude ?? null;
}
