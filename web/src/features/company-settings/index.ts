/* The signed-in company's own profile as other screens read it. */
export { useOwnCompany, getOwnCompanyQueryOptions, type OwnCompany } from './api/get-own-company';
