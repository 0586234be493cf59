import { decodeHtmlEntities, findSector } from '../catalog/sectors';
import { INTERNSHIP_TYPES } from '../catalog/internship-types';
import type { ListingStatus } from '../catalog/search-options';
import type { ListingCard, ListingDetail } from './listing.schema';
import { summarizeDescription } from './listing-summary';

/** A listing as stored, with its company and sector key joined; api and workers both build cards from it. */
export interface ListingRecord {
  id: string;
  companyId: string;
  isAusbildung: boolean;
  status: ListingStatus;
  title: string;
  description: string;
  address: string | null;
  city: string | null;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
  sectorKey: string;
  typeKey: string | null;
  durationKey: string | null;
  minDurationWeeks: number | null;
  validFrom: string | null;
  validTo: string | null;
  skills: string[];
  ausbildungStart: string | null;
  ausbildungDauer: number | null;
  ausbildungsAbschluss: string | null;
  verguetung1Jahr: number | null;
  uebernahmeChance: string | null;
  contactName: string | null;
  contactEmail: string | null;
  applicationUrl: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface ListingCompanyRecord {
  id: string;
  name: string;
  slug: string;
  address: string | null;
  city: string | null;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The company's package in force grants highlighted placement (Premium). */
  highlighted: boolean;
}

function hasOwnLocation(listing: ListingRecord): boolean {
  return Boolean(listing.address || listing.city || listing.zip);
}

/**
 * product.md section 3: a listing with its own address, city or zip uses it, named from the title plus the place;
 * otherwise it falls back to the company's address and name.
 */
function resolveListingLocation(listing: ListingRecord, company: ListingCompanyRecord) {
  if (hasOwnLocation(listing)) {
    const place = listing.city ?? listing.zip ?? listing.address ?? '';
    return {
      address: listing.address,
      city: listing.city,
      zip: listing.zip,
      locationName: `${listing.title} – ${place}`,
      latitude: listing.latitude ?? company.latitude,
      longitude: listing.longitude ?? company.longitude,
    };
  }
  return {
    address: company.address,
    city: company.city,
    zip: company.zip,
    locationName: company.name,
    latitude: company.latitude,
    longitude: company.longitude,
  };
}

export function buildListingCard(listing: ListingRecord, company: ListingCompanyRecord): ListingCard {
  const sector = findSector(listing.sectorKey);
  const type = INTERNSHIP_TYPES.find((candidate) => candidate.key === listing.typeKey);
  return {
    id: listing.id,
    title: listing.title,
    description: summarizeDescription(listing.description),
    ...resolveListingLocation(listing, company),
    company: {
      id: company.id,
      name: company.name,
      slug: company.slug,
      address: company.address,
      city: company.city,
      zip: company.zip,
    },
    sector: { key: sector.key, label: decodeHtmlEntities(sector.label) },
    type: type ? { key: type.key, label: type.label } : null,
    duration: listing.durationKey,
    minDurationWeeks: listing.minDurationWeeks,
    validFrom: listing.validFrom,
    validTo: listing.validTo,
    skills: listing.skills,
    isAusbildung: listing.isAusbildung,
    ausbildungStart: listing.ausbildungStart,
    ausbildungDauer: listing.ausbildungDauer,
    ausbildungsAbschluss: listing.ausbildungsAbschluss,
    vergütung1Jahr: listing.verguetung1Jahr,
    übernahmeChance: listing.uebernahmeChance,
    createdAt: listing.createdAt.toISOString(),
    highlighted: company.highlighted,
  };
}

export function buildListingDetail(listing: ListingRecord, company: ListingCompanyRecord): ListingDetail {
  return {
    ...buildListingCard(listing, company),
    description: listing.description,
    contactName: listing.contactName,
    contactEmail: listing.contactEmail,
    applicationUrl: listing.applicationUrl,
  };
}
