import type { EntityManager } from 'typeorm';
import type { AuditLogRepository } from '../../operators/audit-log.repository';
import { operatorActor, transactionsOn } from '../../operators/commands/handler-fixtures';
import type { AusbildungOptionRepository } from '../ausbildung-option.repository';
import type { CatalogService } from '../catalog.service';
import {
  type AusbildungOptionChange,
  ChangeAusbildungOptionsCommand,
  ChangeAusbildungOptionsHandler,
} from './change-ausbildung-options.command';

const admin = operatorActor('admin');

/** The handler over a degree list of three entries and one added start used by two listings, with a mocked audit log. */
function makeHandler() {
  const em = {} as EntityManager;
  const options = {
    labelTaken: jest.fn(async () => false),
    keysLike: jest.fn(async () => ['meister', 'meister_2']),
    append: jest.fn(async () => undefined),
    lockLabel: jest.fn(async (): Promise<string | null> => 'Geselle'),
    setLabel: jest.fn(async () => undefined),
    setActive: jest.fn(async () => undefined),
    lockKeysInOrder: jest.fn(async () => ['hauptschule', 'geselle', 'meister']),
    renumber: jest.fn(async () => undefined),
    addStart: jest.fn(async () => true),
    lockStartLabel: jest.fn(async (): Promise<string | null> => 'März 2031'),
    listingsStartingIn: jest.fn(async () => 2),
    removeStart: jest.fn(async () => undefined),
  };
  const audit = { record: jest.fn(async () => undefined) };
  const catalog = { forget: jest.fn() };
  const handler = new ChangeAusbildungOptionsHandler(
    transactionsOn(em),
    options as unknown as AusbildungOptionRepository,
    audit as unknown as AuditLogRepository,
    catalog as unknown as CatalogService,
  );
  const run = (change: AusbildungOptionChange) => handler.execute(new ChangeAusbildungOptionsCommand(admin, change));
  return { run, em, options, audit, catalog };
}

describe('ChangeAusbildungOptionsHandler', () => {
  it('adds an entry under the next free key and records it in the audit log', async () => {
    const { run, em, options, audit, catalog } = makeHandler();
    await run({ kind: 'add', list: 'abschluesse', label: 'Meister' });
    expect(options.append).toHaveBeenCalledWith(em, 'abschluesse', 'meister_3', 'Meister');
    expect(audit.record).toHaveBeenCalledWith(em, admin, expect.objectContaining({ action: 'option.added', targetLabel: 'Meister' }));
    expect(catalog.forget).toHaveBeenCalled();
  });

  it('refuses a label the list has already with a German 409', async () => {
    const { run, options } = makeHandler();
    options.labelTaken.mockResolvedValue(true);
    await expect(run({ kind: 'add', list: 'abschluesse', label: 'meister' })).rejects.toMatchObject({
      status: 409,
      response: { message: 'Diese Bezeichnung gibt es in der Liste schon.' },
    });
    expect(options.append).not.toHaveBeenCalled();
  });

  it('moves an entry to the position asked for and numbers the list through', async () => {
    const { run, em, options } = makeHandler();
    await run({ kind: 'update', list: 'abschluesse', key: 'meister', input: { position: 0 } });
    expect(options.renumber).toHaveBeenCalledWith(em, 'abschluesse', ['meister', 'hauptschule', 'geselle']);
  });

  it('answers an unknown entry with a German 404', async () => {
    const { run, options } = makeHandler();
    options.lockLabel.mockResolvedValue(null);
    await expect(run({ kind: 'update', list: 'uebernahme', key: 'gibt_es_nicht', input: { active: false } })).rejects.toMatchObject({
      status: 404,
    });
    expect(options.setActive).not.toHaveBeenCalled();
  });

  it('keeps an added start that listings still name, saying how many', async () => {
    const { run, options, audit } = makeHandler();
    await expect(run({ kind: 'remove-start', value: '2031-03' })).rejects.toMatchObject({
      status: 409,
      response: { message: 'Dieser Beginn steht in 2 Angeboten und bleibt deshalb.' },
    });
    expect(options.removeStart).not.toHaveBeenCalled();
    expect(audit.record).not.toHaveBeenCalled();
  });
});
