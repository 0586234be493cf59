import type { EntityManager } from 'typeorm';
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

export async function saveBillingProfile(manager: EntityManager, companyId: string, address: BillingAddress): Promise<void> {
  await manager.query(
    `INSERT INTO billing_profiles (company_id, address, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (company_id) DO UPDATE SET address = $2::jsonb, updated_at = now()`,
    [companyId, JSON.stringify(address)],
  );
}

export async function loadBillingProfile(manager: EntityManager, companyId: string): Promise<BillingAddress | null> {
  const [row] = await manager.query<{ address: BillingAddress }[]>('SELECT address FROM billing_profiles WHERE company_id = $1', [
    companyId,
  ]);
  return row?.address ?? null;
}

/** For orders without a checkout (event premium services): the stored billing address, else the company's own. */
export async function buyerForCompany(manager: EntityManager, companyId: string): Promise<BuyerParty> {
  const profile = await loadBillingProfile(manager, companyId);
  if (profile) return buyerOf(profile);
  const [company] = await manager.query<
    { name: string; contactName: string | null; address: string | null; zip: string | null; city: string | null; email: string }[]
  >(
    `SELECT c.name, c.contact_name AS "contactName", c.address, c.zip, c.city,
       COALESCE(c.contact_email, (SELECT u.email FROM users u WHERE u.company_id = c.id ORDER BY u.created_at LIMIT 1)) AS email
     FROM companies c WHERE c.id = $1`,
    [companyId],
  );
  return {
    companyName: company!.name,
    contactName: company!.contactName,
    street: company!.address ?? '',
    zip: company!.zip ?? '',
    city: company!.city ?? '',
    country: 'DE',
    vatId: null,
    invoiceEmail: company!.email,
  };
}
