import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ausbildungStartValues,
  formatYearMonth,
  optionKeyOf,
  type AusbildungOptionList,
  type UpdateAusbildungOptionInput,
} from '@praxisnah/contracts';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { AuditLogRepository } from '../../operators/audit-log.repository';
import { CatalogService } from '../catalog.service';

export const OPTION_TABLES: Record<AusbildungOptionList, string> = { abschluesse: 'ausbildung_degrees', uebernahme: 'takeover_chances' };

export type AusbildungOptionChange =
  | { kind: 'add'; list: AusbildungOptionList; label: string }
  | { kind: 'update'; list: AusbildungOptionList; key: string; input: UpdateAusbildungOptionInput }
  | { kind: 'add-start'; value: string }
  | { kind: 'remove-start'; value: string };

/** An admin changes what Ausbildung forms and filters offer; the row and its audit entry commit together. */
export class ChangeAusbildungOptionsCommand {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly change: AusbildungOptionChange,
  ) {}
}

const LABEL_TAKEN = 'Diese Bezeichnung gibt es in der Liste schon.';
const START_NOT_FOUND = 'Diesen zusätzlichen Beginn gibt es nicht.';
const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const OPTION_KEY = /^[\p{Ll}0-9_]{1,60}$/u;
const OPTION_NOT_FOUND = 'Diesen Eintrag gibt es nicht.';

@CommandHandler(ChangeAusbildungOptionsCommand)
export class ChangeAusbildungOptionsHandler implements ICommandHandler<ChangeAusbildungOptionsCommand, void> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLogRepository,
    private readonly catalog: CatalogService,
  ) {}

  async execute({ actor, change }: ChangeAusbildungOptionsCommand): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const label = await this.apply(manager, change);
      await this.audit.record(manager, actor, {
        action:
          change.kind === 'add' || change.kind === 'add-start'
            ? 'option.added'
            : change.kind === 'update'
              ? 'option.changed'
              : 'option.removed',
        targetType: 'option',
        targetId:
          change.kind === 'add-start' || change.kind === 'remove-start' ? change.value : change.kind === 'add' ? change.label : change.key,
        targetLabel: label,
        regionId: null,
      });
    });
    this.catalog.forget();
  }

  /** Returns the label the audit log names. */
  private async apply(manager: EntityManager, change: AusbildungOptionChange): Promise<string> {
    switch (change.kind) {
      case 'add': {
        const table = OPTION_TABLES[change.list];
        await this.assertLabelFree(manager, table, change.label, null);
        const base = optionKeyOf(change.label);
        const [{ taken } = { taken: [] }] = await manager.query<{ taken: string[] }[]>(
          `SELECT COALESCE(array_agg(key), '{}') AS taken FROM ${table} WHERE key = $1 OR key LIKE $1 || '\\_%'`,
          [base],
        );
        let key = base;
        for (let suffix = 2; taken.includes(key); suffix++) key = `${base}_${suffix}`;
        await manager.query(`INSERT INTO ${table} (key, label, sort_order) SELECT $1, $2, COALESCE(max(sort_order) + 1, 0) FROM ${table}`, [
          key,
          change.label,
        ]);
        return change.label;
      }
      case 'update': {
        if (!OPTION_KEY.test(change.key)) throw new NotFoundException({ message: OPTION_NOT_FOUND });
        const table = OPTION_TABLES[change.list];
        const [row] = await manager.query<{ label: string }[]>(`SELECT label FROM ${table} WHERE key = $1 FOR UPDATE`, [change.key]);
        if (!row) throw new NotFoundException({ message: OPTION_NOT_FOUND });
        const { label, active, position } = change.input;
        if (label !== undefined) {
          await this.assertLabelFree(manager, table, label, change.key);
          await manager.query(`UPDATE ${table} SET label = $2 WHERE key = $1`, [change.key, label]);
        }
        if (active !== undefined) await manager.query(`UPDATE ${table} SET active = $2 WHERE key = $1`, [change.key, active]);
        if (position !== undefined) await this.move(manager, table, change.key, position);
        return label ?? row.label;
      }
      case 'add-start': {
        if (ausbildungStartValues(new Date()).includes(change.value)) {
          throw new ConflictException({ message: 'Dieser Beginn wird ohnehin angeboten.' });
        }
        if (change.value < new Date().toISOString().slice(0, 7)) {
          throw new BadRequestException({ message: 'Dieser Monat liegt in der Vergangenheit.' });
        }
        const label = formatYearMonth(change.value);
        const inserted = await manager.query<unknown[]>(
          'INSERT INTO ausbildung_start_options (value, label) VALUES ($1, $2) ON CONFLICT (value) DO NOTHING RETURNING 1',
          [change.value, label],
        );
        if (inserted.length === 0) throw new ConflictException({ message: 'Diesen Beginn gibt es schon.' });
        return label;
      }
      case 'remove-start': {
        // Checked before the query: the column is char(7), and a longer value would be a database error, not a 404.
        if (!YEAR_MONTH.test(change.value)) throw new NotFoundException({ message: START_NOT_FOUND });
        const [row] = await manager.query<{ label: string }[]>('SELECT label FROM ausbildung_start_options WHERE value = $1 FOR UPDATE', [
          change.value,
        ]);
        if (!row) throw new NotFoundException({ message: START_NOT_FOUND });
        const [{ used } = { used: 0 }] = await manager.query<{ used: number }[]>(
          'SELECT count(*)::int AS used FROM listings WHERE ausbildung_start = $1',
          [change.value],
        );
        if (used > 0) {
          throw new ConflictException({ message: `Dieser Beginn steht in ${used} Angebot${used === 1 ? '' : 'en'} und bleibt deshalb.` });
        }
        await manager.query('DELETE FROM ausbildung_start_options WHERE value = $1', [change.value]);
        return row.label;
      }
    }
  }

  private async assertLabelFree(manager: EntityManager, table: string, label: string, exceptKey: string | null): Promise<void> {
    const [taken] = await manager.query<unknown[]>(`SELECT 1 FROM ${table} WHERE lower(label) = lower($1) AND key IS DISTINCT FROM $2`, [
      label,
      exceptKey,
    ]);
    if (taken) throw new ConflictException({ message: LABEL_TAKEN });
  }

  /** Puts one entry at `position` (0 first) and numbers the list through again. */
  private async move(manager: EntityManager, table: string, key: string, position: number): Promise<void> {
    const rows = await manager.query<{ key: string }[]>(`SELECT key FROM ${table} ORDER BY sort_order, key FOR UPDATE`);
    const keys = rows.map((row) => row.key).filter((candidate) => candidate !== key);
    keys.splice(Math.min(position, keys.length), 0, key);
    await manager.query(
      `UPDATE ${table} AS t SET sort_order = input.position FROM unnest($1::text[]) WITH ORDINALITY AS input(key, position) WHERE t.key = input.key`,
      [keys],
    );
  }
}
