import { COMPANY_PACKAGES, type CompanyPackage } from '@praxisnah/contracts';

export const PACKAGE_NAMES: Record<CompanyPackage, string> = { starter: 'Starter', standard: 'Standard', premium: 'Premium' };

/** The package named in /quick-register?package=…; an unknown or missing one means Standard, the most chosen. */
export function parsePackage(value: string | null): CompanyPackage {
  return COMPANY_PACKAGES.find((pkg) => pkg === value) ?? 'standard';
}
