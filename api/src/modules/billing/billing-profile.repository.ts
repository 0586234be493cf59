import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { BillingAddress } from '@praxisnah/contracts';
import { buyerOf } from './buyer';
import type { BuyerParty } from './invoice-document';

/** A company's billing address as its last checkout (or the billing settings) stored it, and whom its invoices name. */
@Injectable()
export class BillingProfileRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(companyId: string, manager: EntityManager = this.dataSource.manager): Promise<BillingAddress | null> {
    const [row] = await manager.query<{ address: BillingAddress }[]>('SELECT address FROM billing_profiles WHERE company_id = $1', [
      companyId,
    ]);
    return row?.address ?? null;
  }

  async save(companyId: string, address: BillingAddress, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(
      `INSERT INTO billing_profiles (company_id, address, updated_at) VALUES ($1, $2::jsonb, now())
       ON CONFLICT (company_id) DO UPDATE SET address = $2::jsonb, updated_at = now()`,
      [companyId, JSON.stringify(address)],
    );
  }

  /** For orders without a checkout (event premium services): the stored billing address, else the company's own. */
  async buyerFor(companyId: string, manager: EntityManager = this.dataSource.manager): Promise<BuyerParty> {
    const profile = await this.find(companyId, manager);
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
}
