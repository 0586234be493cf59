import type { BillingAddress } from '@praxisnah/contracts';
import type { BuyerParty } from './invoice-document';

export function buyerOf(address: BillingAddress): BuyerParty {
  return {
    companyName: address.companyName,
    contactName: address.contactName ?? null,
    street: address.street,
    zip: address.zip,
    city: address.city,
    country: address.country,
    vatId: address.vatId ?? null,
    invoiceEmail: address.invoiceEmail,
  };
}
