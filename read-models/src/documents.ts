import {
  buildListingDetail,
  compoundParts,
  geoCellsOf,
  listingCardSchema,
  summarizeDescription,
  type CompanyView,
  type EventView,
  type ListingCard,
  type ListingCompanyRecord,
  type ListingDetail,
  type ListingRecord,
} from '@praxisnah/contracts';
import { germanAnalyzer } from './analysis/german-analyzer';

/** Epoch seconds used in the index for "no end date". */
export const OPEN_END_TS = 253_402_300_799;
const DAY_SECONDS = 86_400;

export const dateToSeconds = (isoDate: string) => Math.floor(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / 1000);

/** What the listings index stores: the public detail plus fields for searching, filtering, sorting and the cards. */
export type ListingDocument = ListingDetail & {
  /** The card's description (a teaser); `description` holds the full text, which is what is searched. */
  summary: string;
  /** German analysis (analysis/) of the title, then of the internship type, skills, company and sector, place, description. */
  titleTerms: string[];
  searchTerms: string[];
  /**
   * The skills the company asks for: searched only where nothing says what a listing is (a "Social Media" skill makes no
   * Filialmanagement internship a social media one; "Photoshop" still finds the listings asking for it).
   */
  skillTerms: string[];
  /**
   * The company's name and the sector label: what the listing is filed under, not what it is. A query naming a job
   * leaves them out while other fields match ("Koch" is no listing of "Koch Metallbau"); "Bosch" still finds Bosch's.
   */
  contextTerms: string[];
  placeTerms: string[];
  /** The description's words but its one-word catalogue names (german-analyzer.ts, descriptionTerms). */
  descriptionTerms: string[];
  /** Beginnings of the title's longer words, for cut-off query words. */
  prefixTerms: string[];
  /**
   * The catalogue groups only the description names, by several words or an abbreviation ("… mit unseren Medizinischen
   * Fachangestellten" → the MFA group), each once: a listing that names its job only there is found by every name of the
   * group, ranked below every other field's match.
   */
  descriptionGroupTerms: string[];
  /** The grid cells of its place at every level (geoCellsOf), for radius filters; empty without a place. */
  geoCells: string[];
  /** The Land its postcode lies in ("Bayern"), for a search in a whole Land; null without a known postcode. */
  state: string | null;
  createdAtTs: number;
  /**
   * 1 when the card is highlighted (the company's package includes highlighted placement), else 0: the listings
   * index's last ranking rule, so it orders equally good matches only. A number, as custom ranking rules require.
   */
  placementRank: number;
  validFromTs: number;
  validToTs: number;
  version: number;
  /**
   * Changes whenever anything in the document changes (the listing, or its company's name, address or logo), so the
   * API's card cache can tell a cached card is still current without comparing contents. Set by the workers.
   */
  cardHash?: string;
};

/** The Länder of a listing's own postcode and of its company's, as PostgreSQL reads them (LISTING_WITH_COMPANY_SQL). */
export interface ZipStates {
  listing: string | null;
  company: string | null;
}

export function toListingDocument(listing: ListingRecord, company: ListingCompanyRecord, zipStates: ZipStates): ListingDocument {
  const detail = buildListingDetail(listing, company);
  return {
    ...detail,
    summary: summarizeDescription(listing.description),
    ...listingSearchFields(detail, listing.description),
    geoCells: detail.latitude !== null && detail.longitude !== null ? geoCellsOf(detail.latitude, detail.longitude) : [],
    // The postcode shown is the listing's own or, where it names no place of its own, its company's.
    state: detail.zip === null ? null : detail.zip === listing.zip ? zipStates.listing : zipStates.company,
    createdAtTs: Math.floor(listing.createdAt.getTime() / 1000),
    placementRank: detail.highlighted ? 1 : 0,
    validFromTs: listing.validFrom ? dateToSeconds(listing.validFrom) : 0,
    validToTs: listing.validTo ? dateToSeconds(listing.validTo) + DAY_SECONDS - 1 : OPEN_END_TS,
    version: listing.version,
  };
}

type ListingSearchFields = Pick<
  ListingDocument,
  'titleTerms' | 'searchTerms' | 'skillTerms' | 'contextTerms' | 'placeTerms' | 'descriptionTerms' | 'prefixTerms' | 'descriptionGroupTerms'
>;

function listingSearchFields(detail: ListingDetail, description: string): ListingSearchFields {
  const analyzer = germanAnalyzer();
  const described = analyzer.descriptionTerms(description);
  const fields = {
    titleTerms: analyzer.documentTerms(detail.title),
    searchTerms: analyzer.documentTerms(detail.type?.label ?? ''),
    skillTerms: analyzer.documentTerms(detail.skills.join(' · ')),
    placeTerms: analyzer.placeTerms([detail.city ?? '', detail.zip ?? ''].join(' ')),
    descriptionTerms: described.keys,
    prefixTerms: analyzer.prefixTerms(detail.title),
  };
  // A group the title, job name, skills or place already carry ranks there: listing it again would only lengthen the
  // token's lists in the index (most Schülerpraktikum descriptions say "Schülerpraktikum"). Not one the company's name
  // carries: a job query searches without it.
  const elsewhere = new Set([...fields.titleTerms, ...fields.searchTerms, ...fields.skillTerms, ...fields.placeTerms]);
  return {
    ...fields,
    contextTerms: analyzer.documentTerms([detail.company.name, detail.sector.label].join(' · ')),
    descriptionGroupTerms: described.groups.filter((token) => !elsewhere.has(token)),
  };
}

export function toListingDetail(document: ListingDocument): ListingDetail {
  const {
    summary: _summary,
    titleTerms: _titleTerms,
    searchTerms: _terms,
    skillTerms: _skillTerms,
    contextTerms: _contextTerms,
    placeTerms: _placeTerms,
    descriptionTerms: _descriptionTerms,
    prefixTerms: _prefixTerms,
    descriptionGroupTerms: _descriptionGroupTerms,
    geoCells: _cells,
    state: _state,
    createdAtTs: _created,
    placementRank: _placement,
    validFromTs: _from,
    validToTs: _to,
    version: _version,
    cardHash: _cardHash,
    ...detail
  } = document;
  return detail;
}

/** A hit of a search that retrieved LISTING_CARD_ATTRIBUTES. */
export type ListingCardHit = Omit<ListingCard, 'distanceKm' | 'description'> & { summary: string };

/**
 * The attributes of a listing document a card is made of. Searches ask Meilisearch for these only
 * (`attributesToRetrieve`), so the full description never travels with a result page: the teaser stands in for it.
 */
export const LISTING_CARD_ATTRIBUTES: (keyof ListingCardHit & string)[] = [
  ...Object.keys(listingCardSchema.shape).filter(
    (key): key is Exclude<keyof ListingCard, 'distanceKm' | 'description'> => key !== 'distanceKm' && key !== 'description',
  ),
  'summary',
];

/** What a search page asks Meilisearch for per hit: which card, in which state, and where (for the distance). */
export type ListingHitRef = Pick<ListingDocument, 'id' | 'cardHash' | 'latitude' | 'longitude'>;
export const LISTING_HIT_ATTRIBUTES: (keyof ListingHitRef & string)[] = ['id', 'cardHash', 'latitude', 'longitude'];

/** A retrieved hit as a search card: the teaser stands in for the card's description. */
export function toListingCard({ summary, ...card }: ListingCardHit): ListingCard {
  return { ...card, description: summary };
}

/** A company document ranks by activity (internships plus events), the directory's default order. */
export type CompanyDocument = CompanyView & { rank: number; searchTerms: string[]; version: number; contentHash?: string };

export function toCompanyDocument(company: CompanyView, version: number): CompanyDocument {
  return {
    ...company,
    rank: company.internshipCount + company.eventCount,
    searchTerms: compoundParts(company.name),
    version,
  };
}

export function toCompanyView(document: CompanyDocument): CompanyView {
  const { rank: _rank, searchTerms: _terms, version: _version, contentHash: _hash, ...company } = document;
  return company;
}

/** `contentHash` (set by the workers, as for companies) lets verify-index compare contents without fetching them. */
export type EventDocument = EventView & {
  eventDateTs: number;
  /** As on listings: the grid cells of its place, for "Events im Umkreis"; empty without a place. */
  geoCells: string[];
  version: number;
  contentHash?: string;
};

export function toEventDocument(event: EventView, version: number): EventDocument {
  const geoCells = event.latitude !== null && event.longitude !== null ? geoCellsOf(event.latitude, event.longitude) : [];
  return { ...event, eventDateTs: dateToSeconds(event.eventDate), geoCells, version };
}

export function toEventView(document: EventDocument): EventView {
  const { eventDateTs: _ts, geoCells: _cells, version: _version, contentHash: _hash, ...event } = document;
  return event;
}
