import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isMessageKey } from '@praxisnah/contracts';
import { cachedFor } from '../../shared/cache/cached-for';

export interface MessageOverrideRow {
  key: string;
  text: string;
  updatedBy: string;
  updatedAt: string;
}

/** Another API process picks up a change within this time; this process at once (the write forgets the cache). */
const CACHE_MS = 5_000;

@Injectable()
export class MessageOverridesRepository {
  private load = this.cache();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The overrides every visitor's client applies; keys a release removed are left out, not sent. */
  async served(): Promise<Record<string, string>> {
    const rows = await this.load();
    return Object.fromEntries(rows.filter((row) => isMessageKey(row.key)).map((row) => [row.key, row.text]));
  }

  all(): Promise<MessageOverrideRow[]> {
    return this.load();
  }

  async save(manager: EntityManager, key: string, text: string, by: string): Promise<void> {
    await manager.query(
      `INSERT INTO message_overrides (key, text, updated_by) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET text = EXCLUDED.text, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [key, text, by],
    );
  }

  /** True when there was an override to remove. */
  async remove(manager: EntityManager, key: string): Promise<boolean> {
    const [, count] = await manager.query<[unknown[], number]>('DELETE FROM message_overrides WHERE key = $1', [key]);
    return count > 0;
  }

  forget(): void {
    this.load = this.cache();
  }

  private cache() {
    return cachedFor(CACHE_MS, () =>
      this.dataSource.query<MessageOverrideRow[]>(
        `SELECT key, text, updated_by AS "updatedBy", to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedAt"
         FROM message_overrides ORDER BY key`,
      ),
    );
  }
}
