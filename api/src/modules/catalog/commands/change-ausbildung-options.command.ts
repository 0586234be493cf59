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
import { AusbildungOptionRepository } from '../ausbildung-option.repository';
import { CatalogService } from '../catalog.service';

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
    private readonly options: AusbildungOptionRepository,
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
        await this.assertLabelFree(manager, change.list, change.label, null);
        const base = optionKeyOf(change.label);
        const taken = await this.options.keysLike(manager, change.list, base);
        let key = base;
        for (let suffix = 2; taken.includes(key); suffix++) key = `${base}_${suffix}`;
        await this.options.append(manager, change.list, key, change.label);
        return change.label;
      }
      case 'update': {
        if (!OPTION_KEY.test(change.key)) throw new NotFoundException({ message: OPTION_NOT_FOUND });
        const current = await this.options.lockLabel(manager, change.list, change.key);
        if (current === null) throw new NotFoundException({ message: OPTION_NOT_FOUND });
        const { label, active, position } = change.input;
        if (label !== undefined) {
          await this.assertLabelFree(manager, change.list, label, change.key);
          await this.options.setLabel(manager, change.list, change.key, label);
        }
        if (active !== undefined) await this.options.setActive(manager, change.list, change.key, active);
        if (position !== undefined) await this.move(manager, change.list, change.key, position);
        return label ?? current;
      }
      case 'add-start': {
        if (ausbildungStartValues(new Date()).includes(change.value)) {
          throw new ConflictException({ message: 'Dieser Beginn wird ohnehin angeboten.' });
        }
        if (change.value < new Date().toISOString().slice(0, 7)) {
          throw new BadRequestException({ message: 'Dieser Monat liegt in der Vergangenheit.' });
        }
        const label = formatYearMonth(change.value);
        if (!(await this.options.addStart(manager, change.value, label)))
          throw new ConflictException({ message: 'Diesen Beginn gibt es schon.' });
        return label;
      }
      case 'remove-start': {
        // Checked before the query: the column is char(7), and a longer value would be a database error, not a 404.
        if (!YEAR_MONTH.test(change.value)) throw new NotFoundException({ message: START_NOT_FOUND });
        const label = await this.options.lockStartLabel(manager, change.value);
        if (label === null) throw new NotFoundException({ message: START_NOT_FOUND });
        const used = await this.options.listingsStartingIn(manager, change.value);
        if (used > 0) {
          throw new ConflictException({ message: `Dieser Beginn steht in ${used} Angebot${used === 1 ? '' : 'en'} und bleibt deshalb.` });
        }
        await this.options.removeStart(manager, change.value);
        return label;
      }
    }
  }

  private async assertLabelFree(
    manager: EntityManager,
    list: AusbildungOptionList,
    label: string,
    exceptKey: string | null,
  ): Promise<void> {
    if (await this.options.labelTaken(manager, list, label, exceptKey)) throw new ConflictException({ message: LABEL_TAKEN });
  }

  /** Puts one entry at `position` (0 first) and numbers the list through again. */
  private async move(manager: EntityManager, list: AusbildungOptionList, key: string, position: number): Promise<void> {
    const keys = (await this.options.lockKeysInOrder(manager, list)).filter((candidate) => candidate !== key);
    keys.splice(Math.min(position, keys.length), 0, key);
    await this.options.renumber(manager, list, keys);
  }
}
