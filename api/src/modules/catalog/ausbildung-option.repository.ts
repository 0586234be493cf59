import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AusbildungOptionList } from '@praxisnah/contracts';

const OPTION_TABLES: Record<AusbildungOptionList, string> = { abschluesse: 'ausbildung_degrees', uebernahme: 'takeover_chances' };

/** The Ausbildung option lists (degrees, takeover chances) and the added starts, as an admin changes them. */
@Injectable()
export class AusbildungOptionRepository {
  /** Whether another entry of the list has this label, ignoring case. */
  async labelTaken(manager: EntityManager, list: AusbildungOptionList, label: string, exceptKey: string | null): Promise<boolean> {
    const [taken] = await manager.query<unknown[]>(
      `SELECT 1 FROM ${OPTION_TABLES[list]} WHERE lower(label) = lower($1) AND key IS DISTINCT FROM $2`,
      [label, exceptKey],
    );
    return taken !== undefined;
  }

  /** The keys already taken by `base` and its numbered variants (`base_2`, …). */
  async keysLike(manager: EntityManager, list: AusbildungOptionList, base: string): Promise<string[]> {
    const [{ taken } = { taken: [] }] = await manager.query<{ taken: string[] }[]>(
      `SELECT COALESCE(array_agg(key), '{}') AS taken FROM ${OPTION_TABLES[list]} WHERE key = $1 OR key LIKE $1 || '\\_%'`,
      [base],
    );
    return taken;
  }

  /** Adds the entry at the end of the list. */
  async append(manager: EntityManager, list: AusbildungOptionList, key: string, label: string): Promise<void> {
    const table = OPTION_TABLES[list];
    await manager.query(`INSERT INTO ${table} (key, label, sort_order) SELECT $1, $2, COALESCE(max(sort_order) + 1, 0) FROM ${table}`, [
      key,
      label,
    ]);
  }

  /** Locks the entry for the rest of the transaction and returns its label; null when there is none. */
  async lockLabel(manager: EntityManager, list: AusbildungOptionList, key: string): Promise<string | null> {
    const [row] = await manager.query<{ label: string }[]>(`SELECT label FROM ${OPTION_TABLES[list]} WHERE key = $1 FOR UPDATE`, [key]);
    return row?.label ?? null;
  }

  async setLabel(manager: EntityManager, list: AusbildungOptionList, key: string, label: string): Promise<void> {
    await manager.query(`UPDATE ${OPTION_TABLES[list]} SET label = $2 WHERE key = $1`, [key, label]);
  }

  async setActive(manager: EntityManager, list: AusbildungOptionList, key: string, active: boolean): Promise<void> {
    await manager.query(`UPDATE ${OPTION_TABLES[list]} SET active = $2 WHERE key = $1`, [key, active]);
  }

  /** Every key of the list in its shown order, locked for the rest of the transaction. */
  async lockKeysInOrder(manager: EntityManager, list: AusbildungOptionList): Promise<string[]> {
    const rows = await manager.query<{ key: string }[]>(`SELECT key FROM ${OPTION_TABLES[list]} ORDER BY sort_order, key FOR UPDATE`);
    return rows.map((row) => row.key);
  }

  /** Numbers the list in the order of `keys`. */
  async renumber(manager: EntityManager, list: AusbildungOptionList, keys: string[]): Promise<void> {
    await manager.query(
      `UPDATE ${OPTION_TABLES[list]} AS t SET sort_order = input.position FROM unnest($1::text[]) WITH ORDINALITY AS input(key, position) WHERE t.key = input.key`,
      [keys],
    );
  }

  /** Adds a start; false when it is there already. */
  async addStart(manager: EntityManager, value: string, label: string): Promise<boolean> {
    const inserted = await manager.query<unknown[]>(
      'INSERT INTO ausbildung_start_options (value, label) VALUES ($1, $2) ON CONFLICT (value) DO NOTHING RETURNING 1',
      [value, label],
    );
    return inserted.length > 0;
  }

  /** Locks an added start for the rest of the transaction and returns its label; null when there is none. */
  async lockStartLabel(manager: EntityManager, value: string): Promise<string | null> {
    const [row] = await manager.query<{ label: string }[]>('SELECT label FROM ausbildung_start_options WHERE value = $1 FOR UPDATE', [
      value,
    ]);
    return row?.label ?? null;
  }

  /** How many listings name this start. */
  async listingsStartingIn(manager: EntityManager, value: string): Promise<number> {
    const [{ used } = { used: 0 }] = await manager.query<{ used: number }[]>(
      'SELECT count(*)::int AS used FROM listings WHERE ausbildung_start = $1',
      [value],
    );
    return used;
  }

  async removeStart(manager: EntityManager, value: string): Promise<void> {
    await manager.query('DELETE FROM ausbildung_start_options WHERE value = $1', [value]);
  }
}
