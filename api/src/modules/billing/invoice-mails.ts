import { compose, type OutgoingMail } from '../mail/account-mails';
import { DOCUMENT_TITLES, type InvoiceDocument } from './invoice-document';
import { euro, germanDate } from './pricing';

/** The document as mail: PDF for people, the EN 16931 XML for the accountant's software. */
export function invoiceMail(invoice: InvoiceDocument, pdf: Buffer, xml: string, settingsUrl: string): OutgoingMail {
  const title = DOCUMENT_TITLES[invoice.kind];
  const payment =
    invoice.kind !== 'invoice'
      ? `Sie bezieht sich auf die Rechnung ${invoice.refersToNumber ?? ''}.`
      : invoice.paymentMethod === 'invoice'
        ? `Bitte überweisen Sie ${euro(invoice.grossCents)} bis ${germanDate(invoice.dueDate ?? invoice.issueDate)} an ` +
          `${invoice.seller.name}, IBAN ${invoice.seller.iban}, Verwendungszweck ${invoice.number}. Mit dem GiroCode in der PDF ` +
          'überweisen Sie direkt aus Ihrer Banking-App. Ihr Paket ist bereits freigeschaltet.'
        : `Der Betrag von ${euro(invoice.grossCents)} wurde bereits bezahlt. Vielen Dank!`;
  const mail = compose(
    invoice.buyer.invoiceEmail,
    `Ihre ${title} ${invoice.number} von Praxisnah`,
    [
      `anbei erhalten Sie die ${title} ${invoice.number} vom ${germanDate(invoice.issueDate)} über ${euro(invoice.grossCents)} ` +
        `(netto ${euro(invoice.netCents)} zzgl. ${invoice.vatRatePercent} % USt ${euro(invoice.vatCents)}) für: ${invoice.description}.`,
      payment,
      'Die PDF-Datei ist für Sie, die XML-Datei (E-Rechnung nach EN 16931) für Ihre Buchhaltung. Beide finden Sie auch jederzeit in Ihren Unternehmenseinstellungen.',
    ],
    { label: 'Rechnungen ansehen', url: settingsUrl },
  );
  return {
    ...mail,
    attachments: [
      { filename: `${invoice.number}.pdf`, content: pdf, contentType: 'application/pdf' },
      { filename: `${invoice.number}.xml`, content: xml, contentType: 'application/xml' },
    ],
  };
}
