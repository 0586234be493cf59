import { COMPANY_PARTS, type CompanyPart, type DomainEvent } from '@praxisnah/contracts';
import type { IndexName } from './indexes';

/** What can change upstream of a search document. */
export type Change =
  | 'listing'
  | 'event'
  | `company.${CompanyPart}`
  /** Its listings or events were added, removed or passed: only its counts differ. */
  | 'company.counts'
  /** Another package is in force: whether its listings are highlighted. */
  | 'company.package'
  /** A sector's or another catalogue entry's German label (contracts/src/catalog, seeded into PostgreSQL). */
  | 'catalogue.label'
  | 'region';

/**
 * Which documents of an index a change rebuilds, relative to what changed: the changed aggregate itself, the company
 * a listing or event belongs to, a company's listings or events, or every document (labels ship with a release,
 * and a release runs `npm run reindex`).
 */
export type Scope = 'itself' | 'its-company' | 'company-listings' | 'company-events' | 'every-document';
export interface Rebuild {
  index: IndexName;
  scope: Scope;
}

const itself = (index: IndexName): Rebuild => ({ index, scope: 'itself' });
const companyOnly = [itself('companies')];

/**
 * The dependency map: one line per change, naming every document that shows what changed.
 * Listing documents show the company's id, name, slug, address and pin (a listing without its own place is found at
 * its company's, geo cells included); event documents show the company's id, name and slug; company documents show
 * everything about the company plus its counts. No document shows logo, verified or sector of a company except the
 * company's own, and none shows a region (regions scope managers' analytics only). Listing documents also show
 * whether the company's package in force includes highlighted placement; no other document shows the package.
 */
export const DEPENDENCIES: Record<Change, readonly Rebuild[]> = {
  listing: [itself('listings'), { index: 'companies', scope: 'its-company' }],
  event: [itself('events'), { index: 'companies', scope: 'its-company' }],
  'company.name': [itself('companies'), { index: 'listings', scope: 'company-listings' }, { index: 'events', scope: 'company-events' }],
  'company.address': [itself('companies'), { index: 'listings', scope: 'company-listings' }],
  'company.sector': companyOnly,
  'company.logo': companyOnly,
  'company.featuredImage': companyOnly,
  'company.verified': companyOnly,
  'company.profile': companyOnly,
  'company.visibility': [
    itself('companies'),
    { index: 'listings', scope: 'company-listings' },
    { index: 'events', scope: 'company-events' },
  ],
  'company.counts': companyOnly,
  'company.package': [{ index: 'listings', scope: 'company-listings' }],
  'catalogue.label': [
    { index: 'listings', scope: 'every-document' },
    { index: 'companies', scope: 'every-document' },
    { index: 'events', scope: 'every-document' },
  ],
  region: [],
};

/** The documents a set of changes rebuilds, each once. */
export function documentsToRebuild(changes: readonly Change[]): Rebuild[] {
  const seen = new Map<string, Rebuild>();
  for (const rebuild of changes.flatMap((change) => DEPENDENCIES[change])) seen.set(`${rebuild.index}:${rebuild.scope}`, rebuild);
  return [...seen.values()];
}

/** What a domain event changed, in the terms of the dependency map. */
export function changesOf(event: DomainEvent): Change[] {
  switch (event.type) {
    case 'company.registered':
      return COMPANY_PARTS.map((part) => `company.${part}` as const);
    case 'company.profile-changed':
      return event.payload.changed.map((part) => `company.${part}` as const);
    case 'company.image-changed':
      return [`company.${event.payload.image}`];
    case 'company.verification-changed':
      return ['company.verified'];
    case 'company.email-verified':
    case 'company.suspended':
    case 'company.reactivated':
      return ['company.visibility'];
    case 'company.event-passed':
      return ['company.counts'];
    case 'company.package-changed':
      return ['company.package'];
    default:
      return [event.aggregateType === 'listing' ? 'listing' : 'event'];
  }
}
