import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { runMigrations } from '../../api/src/database/run-migrations';
import { hashPassword } from '../../api/src/modules/auth/password-hasher';
import { accountEmailSchema, newPasswordSchema, passwordResemblesEmail } from '../../contracts/src/accounts/password.schema';
import { loadEnv } from './lib/env';

/**
 * `npm run create-admin -- --email chefin@example.de` with the password in ADMIN_PASSWORD (kept out of the shell
 * history): the first admin of a fresh installation; later admins are invited on /create-admin. Refuses an address
 * that already has an account.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' } } });
  const email = accountEmailSchema.safeParse(values.email ?? '');
  const password = newPasswordSchema.safeParse(process.env.ADMIN_PASSWORD ?? '');
  if (!email.success) throw new Error(`--email: ${email.error.issues[0]?.message ?? 'ungültig'}`);
  if (!password.success) throw new Error(`ADMIN_PASSWORD: ${password.error.issues[0]?.message ?? 'ungültig'}`);
  if (passwordResemblesEmail(password.data, email.data)) throw new Error('ADMIN_PASSWORD darf nicht der E-Mail-Adresse ähneln.');
  const env = loadEnv();
  await runMigrations(env.DATABASE_URL);
  const client = new Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `INSERT INTO users (id, email, password_hash, role, email_verified_at) VALUES ($1, $2, $3, 'admin', now()) ON CONFLICT (email) DO NOTHING`,
      [randomUUID(), email.data, await hashPassword(password.data)],
    );
    if (!rowCount) throw new Error(`Zu ${email.data} besteht bereits ein Konto.`);
    console.log(`Admin ${email.data} angelegt. Anmeldung unter /login.`);
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
