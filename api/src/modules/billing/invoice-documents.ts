import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../shared/config/app-config';
import { MailService } from '../mail/mail.service';
import { invoiceMail } from './invoice-mails';
import { invoicePdf } from './invoice-pdf';
import { invoiceXml } from './invoice-xml';
import { InvoiceRepository } from './invoice.repository';

/** Renders a stored document as PDF or XML, and mails both once it is committed. */
@Injectable()
export class InvoiceDocuments {
  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async pdf(id: string, companyId: string | null): Promise<{ number: string; body: Buffer }> {
    const document = await this.invoices.document(id, companyId);
    return { number: document.number, body: await invoicePdf(document) };
  }

  async xml(id: string, companyId: string | null): Promise<{ number: string; body: string }> {
    const document = await this.invoices.document(id, companyId);
    return { number: document.number, body: invoiceXml(document) };
  }

  /** Call after the transaction that issued the document committed; a failed mail is logged, the invoice stays. */
  send(id: string): void {
    this.mail.dispatch(
      this.invoices
        .document(id, null)
        .then(async (document) =>
          invoiceMail(
            document,
            await invoicePdf(document),
            invoiceXml(document),
            `${this.config.PUBLIC_ORIGIN}/company-settings?tab=rechnungen`,
          ),
        ),
    );
  }
}
