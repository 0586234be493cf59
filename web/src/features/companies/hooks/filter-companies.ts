import { type CompanyView, haversineKm } from '@praxisnah/contracts';
import type { LocationSelection } from '@/features/location';

export interface CompanyFilters {
  text: string;
  sectorId: string;
  location: LocationSelection | null;
}

export const EMPTY_COMPANY_FILTERS: CompanyFilters = { text: '', sectorId: '', location: null };

export function countCompanyFilters(filters: CompanyFilters): number {
  return [filters.text.trim(), filters.sectorId, filters.location].filter(Boolean).length;
}

/**
 * product.md section 5: text matches name, description or city (case-insensitive); sector matches sectorId; with a radius
 * above 0 a company needs lat and lon within that great-circle distance, and with a Land its postcode in that Land.
 * Order: favourites first, then internshipCount + eventCount descending.
 */
export function filterCompanies(
  companies: readonly CompanyView[],
  filters: CompanyFilters,
  favouriteIds: readonly string[],
): CompanyView[] {
  const text = filters.text.trim().toLowerCase();
  const location = filters.location;
  const useRadius = location && location.radius > 0 && location.latitude !== undefined && location.longitude !== undefined;
  const favourites = new Set(favouriteIds);

  return companies
    .filter((company) => {
      if (text && ![company.name, company.description, company.city].some((value) => value?.toLowerCase().includes(text))) return false;
      if (filters.sectorId && String(company.sectorId) !== filters.sectorId) return false;
      if (location?.area === 'federalState' && company.state !== location.address) return false;
      if (useRadius) {
        const lat = company.lat ?? company.latitude;
        const lon = company.lon ?? company.longitude;
        if (typeof lat !== 'number' || typeof lon !== 'number') return false;
        if (haversineKm(location.latitude!, location.longitude!, lat, lon) > location.radius) return false;
      }
      return true;
    })
    .sort((a, b) => {
      const favouriteOrder = Number(favourites.has(b.id)) - Number(favourites.has(a.id));
      if (favouriteOrder !== 0) return favouriteOrder;
      return b.internshipCount + b.eventCount - (a.internshipCount + a.eventCount);
    });
}
