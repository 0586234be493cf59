import type { CompanyPart } from '@praxisnah/contracts';
import type { CompanyEntity } from './company.entity';

/** The columns behind each part of a company that a profile change reports. */
const PART_COLUMNS: Record<CompanyPart, readonly (keyof CompanyEntity)[]> = {
  name: ['name'],
  address: ['address', 'zip', 'city', 'latitude', 'longitude'],
  sector: ['sectorId'],
  logo: ['logoUrl'],
  featuredImage: ['featuredImageUrl'],
  verified: ['verified'],
  profile: ['description', 'website', 'phone', 'contactEmail'],
};

/** Which parts differ between two states of a company, so the workers rebuild only the documents showing them. */
export function changedCompanyParts(before: CompanyEntity, after: CompanyEntity): CompanyPart[] {
  return (Object.keys(PART_COLUMNS) as CompanyPart[]).filter((part) =>
    PART_COLUMNS[part].some((column) => before[column] !== after[column]),
  );
}
