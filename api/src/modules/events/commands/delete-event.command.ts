import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
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
  ) {}

  async execute({ companyId, eventId }: DeleteEventCommand): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const event = await this.events.lockOwned(manager, companyId, eventId);
      await this.events.remove(manager, event);
    });
  }
}
