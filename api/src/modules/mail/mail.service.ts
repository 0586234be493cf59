import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../../shared/config/app-config';
import type { OutgoingMail } from '@praxisnah/read-models';

/**
 * Sends German account mails through nodemailer to the SMTP server in SMTP_URL. A failed send is logged, never
 * thrown: the request that caused it has already committed, and the person can ask for the link again.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.SMTP_URL
      ? createTransport({ url: config.SMTP_URL, connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 15000 })
      : null;
    if (!this.transport && config.NODE_ENV === 'production') {
      this.logger.warn('SMTP_URL is not set: verification and password mails are not sent.');
    }
  }

  /** Resolves true when the SMTP server accepted the mail. */
  async send(mail: OutgoingMail): Promise<boolean> {
    if (!this.transport) {
      this.logger.warn({ subject: mail.subject }, 'Mail skipped: SMTP_URL is not set');
      return false;
    }
    try {
      await this.transport.sendMail({
        from: this.config.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
      });
      return true;
    } catch (error) {
      // The body carries a one-time link; only the subject and the reason reach the log.
      this.logger.error({ subject: mail.subject, reason: (error as Error).message }, 'Mail could not be sent');
      return false;
    }
  }

  /** Sends in the background, so the answer's timing does not depend on the SMTP server (or on whether a mail was due). */
  dispatch(mail: OutgoingMail | Promise<OutgoingMail>): void {
    Promise.resolve(mail)
      .then((ready) => this.send(ready))
      .catch((error: Error) => this.logger.error({ reason: error.message }, 'Mail could not be composed'));
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
