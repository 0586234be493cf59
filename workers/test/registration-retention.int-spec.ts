import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../infra/testing/test-database';
import { EventRegistrationRepository } from '../src/maintenance/event-registration.repository';

/** Datenschutz: registrations go 30 days after the event; the counts stay. Against the real PostgreSQL. */
describe('EventRegistrationRepository.purgePastEvents', () => {
  let database: TestDatabase;
  let pool: Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new Pool({ connectionString: database.url, max: 2 });
  });

  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  async function eventWithRegistration(daysAgo: number): Promise<string> {
    const id = randomUUID();
    await pool.query(
      `INSERT INTO events (id, title, event_date, location, city, registration_required, max_participants, registration_count)
       VALUES ($1, 'Messe', (now() AT TIME ZONE 'Europe/Berlin')::date - $2::int, 'Halle', 'Köln', true, 10, 1)`,
      [id, daysAgo],
    );
    await pool.query(
      `INSERT INTO event_registrations (id, event_id, kind, name, email, seats, status, cancel_token_hash, checkin_code, privacy_accepted_at)
       VALUES ($1, $2, 'person', 'Lena', 'lena@test.example', 1, 'registered', repeat('a', 64), $3, now())`,
      [randomUUID(), id, randomUUID()],
    );
    return id;
  }

  it('deletes registrations of events over 30 days past, keeps newer ones and every count', async () => {
    const old = await eventWithRegistration(31);
    const borderline = await eventWithRegistration(30);
    const upcoming = await eventWithRegistration(-5);
    expect(await new EventRegistrationRepository(pool).purgePastEvents()).toBe(1);
    const { rows } = await pool.query<{ event_id: string }>('SELECT event_id FROM event_registrations');
    expect(rows.map((row) => row.event_id).sort()).toEqual([borderline, upcoming].sort());
    const counts = await pool.query<{ registration_count: number }>('SELECT registration_count FROM events WHERE id = $1', [old]);
    expect(counts.rows[0]!.registration_count).toBe(1);
  });
});
