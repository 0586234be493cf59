import type { AppConfig } from '../../shared/config/app-config';
import type { SellerParty } from './invoice-document';

/** The seller from the environment (demo defaults in contracts/src/config/env.schema.ts). */
export function sellerFromConfig(config: AppConfig): SellerParty {
  return {
    name: config.SELLER_NAME,
    street: config.SELLER_STREET,
    zip: config.SELLER_ZIP,
    city: config.SELLER_CITY,
    country: 'DE',
    vatId: config.SELLER_VAT_ID,
    taxNumber: config.SELLER_TAX_NUMBER,
    iban: config.SELLER_IBAN,
    bic: config.SELLER_BIC,
    bank: config.SELLER_BANK,
    email: config.SELLER_EMAIL,
    register: config.SELLER_REGISTER,
    managingDirector: config.SELLER_MANAGING_DIRECTOR,
  };
}
