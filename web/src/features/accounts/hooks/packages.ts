import { COMPANY_PACKAGES, type CompanyPackage } from '@praxisnah/contracts';
import { t } from '@/lib/messages';
import '@/lib/message-parts/operators';

/** The packages' names; getters, so each read shows the admins' current wording. */
export const PACKAGE_NAMES: Record<CompanyPackage, string> = {
  get starter() {
    return t('accounts.package.starter');
  },
  get standard() {
    return t('accounts.package.standard');
  },
  get premium() {
    return t('accounts.package.premium');
  },
};

/** The package named in /quick-register?package=…; an unknown or missing one means Standard, the most chosen. */
export function parsePackage(value: string | null): CompanyPackage {
  return COMPANY_PACKAGES.find((pkg) => pkg === value) ?? 'standard';
}
