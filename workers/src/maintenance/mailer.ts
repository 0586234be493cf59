import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { OutgoingMail } from '@praxisnah/read-models';
import { WORKERS_CONFIG, type WorkersConfig } from '../infrastructure/workers-config';

/** SMTP for the mails the workers send on a schedule (the day-before reminder), configured like the API's. */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly logger = new Logger(Mailer.name);
  private readonly transport: Transporter | null;

  constructor(@Inject(WORKERS_CONFIG) private readonly config: WorkersConfig) {
    this.transport = config.SMTP_URL
      ? createTransport({ url: config.SMTP_URL, connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 15000 })
      : null;
  }

  /** Resolves true when the SMTP server accepted the mail; a failure is logged (subject only), never thrown. */
  async send(mail: OutgoingMail): Promise<boolean> {
    if (!this.transport) {
      this.logger.warn({ subject: mail.subject }, 'Mail skipped: SMTP_URL is not set');
      return false;
    }
    try {
      await this.transport.sendMail({ from: this.config.MAIL_FROM, ...mail });
      return true;
    } catch (error) {
      this.logger.error({ subject: mail.subject, reason: (error as Error).message }, 'Mail could not be sent');
      return false;
    }
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
