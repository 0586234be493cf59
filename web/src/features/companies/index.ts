export { CompanyDirectory } from './components/company-directory';
export { CompanyProfileView } from './components/company-profile';
export { CompanyCard, companyPath } from './components/company-card';
export { CompanyListCard } from './components/company-list-card';
export { useCompanies, getCompaniesQueryOptions } from './api/get-companies';
export { useCompany, getCompanyQueryOptions } from './api/get-company';
export { filterCompanies } from './hooks/filter-companies';
