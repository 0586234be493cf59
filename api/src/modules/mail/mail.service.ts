import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { createMailTransport, type MailTransport, type OutgoingMail } from '@praxisnah/read-models';
import { APP_CONFIG, AppConfig } from '../../shared/config/app-config';

/**
 * Sends German account mails through the shared SMTP transport (read-models). A failed send is logged, never
 * thrown: the request that caused it has already committed, and the person can ask for the link again.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: MailTransport;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.transport = createMailTransport(config, this.logger);
    if (!config.SMTP_URL && config.NODE_ENV === 'production') {
      this.logger.warn('SMTP_URL is not set: verification and password mails are not sent.');
    }
  }

  /** Resolves true when the SMTP server accepted the mail. */
  send(mail: OutgoingMail): Promise<boolean> {
    return this.transport.send(mail);
  }

  /** Sends in the background, so the answer's timing does not depend on the SMTP server (or on whether a mail was due). */
  dispatch(mail: OutgoingMail | Promise<OutgoingMail>): void {
    Promise.resolve(mail)
      .then((ready) => this.send(ready))
      .catch((error: Error) => this.logger.error({ reason: error.message }, 'Mail could not be composed'));
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
