/** GET /api/company: the shape lives in the contracts, shared with the API. */
export type { OwnCompanyProfile as OwnCompany } from '@praxisnah/contracts';
