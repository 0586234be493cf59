import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { createMailTransport, type MailTransport, type OutgoingMail } from '@praxisnah/read-models';
import { WORKERS_CONFIG, type WorkersConfig } from '../infrastructure/workers-config';

/** SMTP for the mails the workers send on a schedule (the day-before reminder), through the transport the API sends with. */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly transport: MailTransport;

  constructor(@Inject(WORKERS_CONFIG) config: WorkersConfig) {
    this.transport = createMailTransport(config, new Logger(Mailer.name));
  }

  /** Resolves true when the SMTP server accepted the mail; a failure is logged, never thrown. */
  send(mail: OutgoingMail): Promise<boolean> {
    return this.transport.send(mail);
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
