import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OutboxWriter } from '../../../shared/outbox/outbox-writer';
import { EventEntity } from '../event.entity';
import { EventRepository } from '../event.repository';

export class DeleteEventCommand {
  constructor(
    readonly companyId: string,
    readonly eventId: string,
  ) {}
}

@CommandHandler(DeleteEventCommand)
export class DeleteEventHandler implements ICommandHandler<DeleteEventCommand, void> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventRepository,
    private readonly outbox: OutboxWriter,
  ) {}

  async execute({ companyId, eventId }: DeleteEventCommand): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const event = await this.events.lockOwned(manager, companyId, eventId);
      await manager.delete(EventEntity, { id: event.id });
      await this.outbox.append(manager, {
        type: 'event.deleted',
        aggregateId: event.id,
        aggregateVersion: event.version + 1,
        companyId,
        payload: { title: event.title },
      });
    });
  }
}
