import type { CompanyView } from '../companies/company.schema';
import type { EventView } from '../events/event.schema';
import { buildListingDetail, type ListingCompanyRecord, type ListingRecord } from '../listings/listing-card';
import type { ListingCard, ListingDetail } from '../listings/listing.schema';
import { compoundParts } from '../search/german-text';

/** Epoch seconds used in the index for "no end date". */
export const OPEN_END_TS = 253_402_300_799;
const DAY_SECONDS = 86_400;

export const dateToSeconds = (isoDate: string) => Math.floor(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / 1000);

type GeoPoint = { lat: number; lng: number };
const geoPoint = (latitude: number | null, longitude: number | null): { _geo?: GeoPoint } =>
  latitude !== null && longitude !== null ? { _geo: { lat: latitude, lng: longitude } } : {};

/** What the listings index stores: the public detail plus fields for searching, filtering and sorting. */
export type ListingDocument = ListingDetail & {
  searchTerms: string[];
  _geo?: GeoPoint;
  _geoDistance?: number;
  createdAtTs: number;
  validFromTs: number;
  validToTs: number;
  version: number;
};

export function toListingDocument(listing: ListingRecord, company: ListingCompanyRecord): ListingDocument {
  const detail = buildListingDetail(listing, company);
  return {
    ...detail,
    // Parts of German compounds, so "mechaniker" finds "Industriemechaniker".
    searchTerms: compoundParts([listing.title, ...listing.skills].join(' ')),
    ...geoPoint(detail.latitude, detail.longitude),
    createdAtTs: Math.floor(listing.createdAt.getTime() / 1000),
    validFromTs: listing.validFrom ? dateToSeconds(listing.validFrom) : 0,
    validToTs: listing.validTo ? dateToSeconds(listing.validTo) + DAY_SECONDS - 1 : OPEN_END_TS,
    version: listing.version,
  };
}

export function toListingDetail(document: ListingDocument): ListingDetail {
  const {
    searchTerms: _terms,
    _geo,
    _geoDistance,
    createdAtTs: _created,
    validFromTs: _from,
    validToTs: _to,
    version: _version,
    ...detail
  } = document;
  return detail;
}

export function toListingCard(document: ListingDocument): ListingCard {
  const { contactName: _name, contactEmail: _email, applicationUrl: _url, ...card } = toListingDetail(document);
  return card;
}

/** A company document ranks by activity (internships plus events), the directory's default order. */
export type CompanyDocument = CompanyView & { rank: number; searchTerms: string[]; version: number; _geo?: GeoPoint };

export function toCompanyDocument(company: CompanyView, version: number): CompanyDocument {
  return {
    ...company,
    rank: company.internshipCount + company.eventCount,
    searchTerms: compoundParts(company.name),
    version,
    ...geoPoint(company.latitude, company.longitude),
  };
}

export function toCompanyView(document: CompanyDocument): CompanyView {
  const { rank: _rank, searchTerms: _terms, version: _version, _geo, ...company } = document;
  return company;
}

export type EventDocument = EventView & { eventDateTs: number; version: number; _geo?: GeoPoint };

export function toEventDocument(event: EventView, version: number): EventDocument {
  return { ...event, eventDateTs: dateToSeconds(event.eventDate), version, ...geoPoint(event.latitude, event.longitude) };
}

export function toEventView(document: EventDocument): EventView {
  const { eventDateTs: _ts, version: _version, _geo, ...event } = document;
  return event;
}
