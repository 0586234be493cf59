import { BadRequestException, ConflictException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { RegionalManagerApplicationInput } from '@praxisnah/contracts';
import { MailService } from '../../mail/mail.service';
import { applicationReceivedMail } from '../../mail/operator-mails';

export class SubmitApplicationCommand {
  constructor(readonly input: RegionalManagerApplicationInput) {}
}

/** Stores an application for the admin to decide; one open application per address. */
@CommandHandler(SubmitApplicationCommand)
export class SubmitApplicationHandler implements ICommandHandler<SubmitApplicationCommand, void> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
  ) {}

  async execute({ input }: SubmitApplicationCommand): Promise<void> {
    const [region] = await this.dataSource.query<{ id: number; name: string }[]>('SELECT id, name FROM regions WHERE slug = $1', [
      input.region,
    ]);
    if (!region) throw new BadRequestException({ message: 'Bitte wählen Sie eine Region aus der Liste.' });
    const [open] = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM regional_manager_applications WHERE email = $1 AND status = 'offen'`,
      [input.email],
    );
    if (open) throw new ConflictException({ message: 'Zu dieser E-Mail-Adresse liegt bereits eine offene Bewerbung vor.' });
    await this.dataSource.query(
      `INSERT INTO regional_manager_applications (id, name, email, phone, region_id, motivation) VALUES ($1, $2, $3, $4, $5, $6)`,
      [randomUUID(), input.name, input.email, input.phone ?? null, region.id, input.motivation],
    );
    this.mail.dispatch(applicationReceivedMail(input.email, region.name));
  }
}
