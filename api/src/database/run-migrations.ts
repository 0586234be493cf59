import { DataSource } from 'typeorm';
import { MIGRATIONS } from './migrations';

/** Creates the database when it is missing, then applies pending migrations. Returns the names applied. */
export async function runMigrations(databaseUrl: string): Promise<string[]> {
  await ensureDatabaseExists(databaseUrl);
  const dataSource = new DataSource({ type: 'postgres', url: databaseUrl, migrations: MIGRATIONS, migrationsTransactionMode: 'each' });
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations();
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}

export async function ensureDatabaseExists(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name))
    throw new Error(`Invalid environment variable DATABASE_URL: database name "${name}" may contain only a-z, 0-9 and _`);
  url.pathname = '/postgres';
  const admin = new DataSource({ type: 'postgres', url: url.toString() });
  await admin.initialize();
  try {
    const rows: unknown[] = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length === 0) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.destroy();
  }
}
