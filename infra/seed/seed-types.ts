import type {
  DurationKey,
  EventHighlightKey,
  InternshipTypeKey,
  ListingStatus,
  SectorKey,
  TakeoverChanceKey,
} from '../../contracts/src/catalog';
import type { StateCode } from './german-cities';

/**
 * Plain rows the generators produce and `seed-database.ts` writes. They reference catalogue entries and regions by key
 * or slug, never by serial id, so generating data needs no database and the ids are resolved at insert time.
 */
export interface RegionRow {
  /** Regions get serial ids in this order on a fresh database; everything else refers to them by slug. */
  slug: string;
  name: string;
  state: StateCode;
  latitude: number;
  longitude: number;
  radiusKm: number;
}

export interface CompanyRow {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  sectorKey: SectorKey;
  address: string | null;
  zip: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  logoUrl: string | null;
  featuredImageUrl: string | null;
  images: string[];
  verified: boolean;
  website: string | null;
  phone: string | null;
  contactEmail: string | null;
  regionSlug: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** One internship or Ausbildung place; the Ausbildung fields keep the wire names of the contracts (product.md section 3). */
export interface ListingRow {
  id: string;
  companyId: string;
  isAusbildung: boolean;
  status: ListingStatus;
  title: string;
  description: string;
  /** Own location of a branch; all five are null when the listing uses the company's address. */
  address: string | null;
  city: string | null;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
  sectorKey: SectorKey;
  typeKey: InternshipTypeKey;
  durationKey: DurationKey | null;
  minDurationWeeks: number | null;
  /** ISO dates (YYYY-MM-DD). */
  validFrom: string | null;
  validTo: string | null;
  skills: string[];
  ausbildungStart: string | null;
  ausbildungDauer: number | null;
  ausbildungsAbschluss: string | null;
  /** First-year pay in cents per month. */
  vergütung1Jahr: number | null;
  übernahmeChance: TakeoverChanceKey | null;
  contactName: string | null;
  contactEmail: string | null;
  applicationUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface EventRow {
  id: string;
  companyId: string | null;
  title: string;
  description: string;
  imageUrl: string | null;
  /** ISO date (YYYY-MM-DD). */
  eventDate: string;
  /** HH:MM. */
  startTime: string | null;
  endTime: string | null;
  location: string;
  address: string | null;
  city: string;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
  exhibitorCount: number;
  registrationRequired: boolean;
  maxParticipants: number | null;
  registrationCount: number;
  registrationUrl: string | null;
  eventUrl: string | null;
  sectorKeys: SectorKey[];
  highlightKeys: EventHighlightKey[];
  createdAt: Date;
  updatedAt: Date;
}

export type UserRole = 'company' | 'regional_manager' | 'admin';

export interface UserRow {
  id: string;
  email: string;
  /** Plain text on purpose: these are the published demo logins; `seedDemoData` hashes them before insert. */
  password: string;
  role: UserRole;
  companyId: string | null;
  regionSlug: string | null;
  emailVerifiedAt: Date | null;
  createdAt: Date;
}

export interface DemoData {
  seed: number;
  now: Date;
  regions: RegionRow[];
  companies: CompanyRow[];
  users: UserRow[];
  listings: ListingRow[];
  events: EventRow[];
}
