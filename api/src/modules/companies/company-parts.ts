import type { CompanyPart } from '@praxisnah/contracts';
import type { CompanyEntity } from './company.entity';

/** Visibility changes through events of its own (e-mail verified, suspended), never through a profile edit. */
type EditablePart = Exclude<CompanyPart, 'visibility'>;

/** The columns behind each part of a company that a profile change reports. */
const PART_COLUMNS: Record<EditablePart, readonly (keyof CompanyEntity)[]> = {
  name: ['name'],
  address: ['address', 'zip', 'city', 'latitude', 'longitude'],
  sector: ['sectorId'],
  logo: ['logoUrl'],
  featuredImage: ['featuredImageUrl'],
  verified: ['verified'],
  profile: ['description', 'website', 'phone', 'contactEmail'],
};

/** Which parts differ between two states of a company, so the workers rebuild only the documents showing them. */
export function changedCompanyParts(before: CompanyEntity, after: CompanyEntity): EditablePart[] {
  return (Object.keys(PART_COLUMNS) as EditablePart[]).filter((part) =>
    PART_COLUMNS[part].some((column) => before[column] !== after[column]),
  );
}
