import type { EntityManager } from 'typeorm';

/** Where a company's moderation mail goes: its account's sign-in address, else its public contact address. */
export async function companyRecipient(manager: EntityManager, companyId: string): Promise<string | null> {
  const [row] = await manager.query<{ email: string | null }[]>(
    `SELECT COALESCE(
       (SELECT u.email FROM users u WHERE u.company_id = c.id ORDER BY u.created_at LIMIT 1), c.contact_email) AS email
     FROM companies c WHERE c.id = $1`,
    [companyId],
  );
  return row?.email ?? null;
}
