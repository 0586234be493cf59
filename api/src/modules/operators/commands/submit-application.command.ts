import { BadRequestException, ConflictException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { RegionalManagerApplicationInput } from '@praxisnah/contracts';
import { MailService } from '../../mail/mail.service';
import { applicationReceivedMail } from '../../mail/operator-mails';
import { RegionRepository } from '../region.repository';
import { RegionalManagerApplicationRepository } from '../regional-manager-application.repository';

export class SubmitApplicationCommand {
  constructor(readonly input: RegionalManagerApplicationInput) {}
}

/** Stores an application for the admin to decide; one open application per address. */
@CommandHandler(SubmitApplicationCommand)
export class SubmitApplicationHandler implements ICommandHandler<SubmitApplicationCommand, void> {
  constructor(
    private readonly regions: RegionRepository,
    private readonly applications: RegionalManagerApplicationRepository,
    private readonly mail: MailService,
  ) {}

  async execute({ input }: SubmitApplicationCommand): Promise<void> {
    const region = await this.regions.findBySlug(input.region);
    if (!region) throw new BadRequestException({ message: 'Bitte wählen Sie eine Region aus der Liste.' });
    if (await this.applications.hasOpen(input.email)) {
      throw new ConflictException({ message: 'Zu dieser E-Mail-Adresse liegt bereits eine offene Bewerbung vor.' });
    }
    await this.applications.add(input, region.id);
    this.mail.dispatch(applicationReceivedMail(input.email, region.name));
  }
}
