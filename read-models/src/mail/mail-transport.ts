import { createTransport } from 'nodemailer';
import type { OutgoingMail } from './compose';

/** The environment's mail settings (contracts env schema), shared by api and workers. */
export interface MailTransportConfig {
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
}

/** Where a skipped or failed mail is reported: the caller's logger, which knows its process. */
export interface MailLog {
  warn(context: object, message: string): void;
  error(context: object, message: string): void;
}

export interface MailTransport {
  /** Resolves true when the SMTP server accepted the mail; a failure is logged (subject only), never thrown. */
  send(mail: OutgoingMail): Promise<boolean>;
  close(): void;
}

/**
 * The one SMTP transport of api and workers, to the server in SMTP_URL; without it every mail is skipped with a
 * warning. Timeouts stay short: a stuck SMTP server must not hold a request or a job for minutes.
 */
export function createMailTransport(config: MailTransportConfig, log: MailLog): MailTransport {
  const transport = config.SMTP_URL
    ? createTransport({ url: config.SMTP_URL, connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 15000 })
    : null;
  return {
    async send(mail) {
      if (!transport) {
        log.warn({ subject: mail.subject }, 'Mail skipped: SMTP_URL is not set');
        return false;
      }
      try {
        await transport.sendMail({ from: config.MAIL_FROM, ...mail });
        return true;
      } catch (error) {
        // The body may carry a one-time link; only the subject and the reason reach the log.
        log.error({ subject: mail.subject, reason: (error as Error).message }, 'Mail could not be sent');
        return false;
      }
    },
    close() {
      transport?.close();
    },
  };
}
