import PDFDocument from 'pdfkit';
import { toBuffer } from 'qrcode';
import { giroCodePayload } from './girocode';
import { DOCUMENT_TITLES, isDemoSeller, type InvoiceDocument } from './invoice-document';
import { euro, germanDate } from './pricing';

const UNIT_LABELS: Record<string, string> = { MON: 'Monat', ANN: 'Jahr', C62: 'Stück' };
const FACT_LABELS: Record<InvoiceDocument['kind'], string> = { invoice: 'Rechnungs', cancellation: 'Storno', credit_note: 'Gutschrift' };
const LEFT = 56;
const RIGHT = 539;

/**
 * The invoice as PDF with every detail §14 (4) UStG asks for: full name and address of seller and buyer, the
 * seller's tax number and VAT ID (and the buyer's VAT ID when given), issue date, the consecutive number, quantity
 * and kind of the service, its period, the net amount, the VAT rate and amount, and the gross amount. Open invoices
 * carry a GiroCode for the transfer. Deterministic apart from the creation date pdfkit stamps.
 */
export async function invoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const { seller, buyer } = invoice;
  const title = DOCUMENT_TITLES[invoice.kind];
  const giroCode =
    invoice.kind === 'invoice' && invoice.paymentMethod === 'invoice' && invoice.grossCents > 0
      ? await toBuffer(
          giroCodePayload({
            bic: seller.bic,
            name: seller.name,
            iban: seller.iban,
            amountCents: invoice.grossCents,
            remittance: invoice.number,
          }),
          { errorCorrectionLevel: 'M', margin: 1, width: 240 },
        )
      : null;

  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 50, left: LEFT, right: 595 - RIGHT },
    info: { Title: `${title} ${invoice.number}`, Author: seller.name, Subject: invoice.description },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  if (isDemoSeller(seller)) {
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#b00020');
    doc.text('DEMO-DATEN: Absender, Steuernummer und Bankverbindung sind Beispielwerte. Bitte nicht überweisen.', LEFT, 30);
    doc.fillColor('black');
  }
  doc.font('Helvetica-Bold').fontSize(16).text(seller.name, LEFT, 50);
  doc.font('Helvetica').fontSize(9).text(`${seller.street} · ${seller.zip} ${seller.city} · Deutschland`);
  doc.text(`Steuernummer: ${seller.taxNumber} · USt-IdNr.: ${seller.vatId}`);

  doc.fontSize(8).text(`${seller.name} · ${seller.street} · ${seller.zip} ${seller.city}`, LEFT, 130);
  doc.fontSize(11).text(buyer.companyName, LEFT, 145);
  if (buyer.contactName) doc.text(buyer.contactName);
  doc.text(buyer.street);
  doc.text(`${buyer.zip} ${buyer.city}`);
  doc.text('Deutschland');
  if (buyer.vatId) doc.fontSize(9).text(`USt-IdNr. des Leistungsempfängers: ${buyer.vatId}`);

  const label = FACT_LABELS[invoice.kind];
  const facts: [string, string][] = [
    [`${label}nummer:`, invoice.number],
    [`${label}datum:`, germanDate(invoice.issueDate)],
    ['Leistungszeitraum:', `${germanDate(invoice.servicePeriodStart)} – ${germanDate(invoice.servicePeriodEnd)}`],
  ];
  if (invoice.refersToNumber) {
    facts.push(['Zu Rechnung:', invoice.refersToNumber]);
    if (invoice.refersToIssueDate) facts.push(['vom:', germanDate(invoice.refersToIssueDate)]);
  }
  if (invoice.dueDate && invoice.kind === 'invoice' && invoice.paymentMethod === 'invoice') {
    facts.push(['Fällig am:', germanDate(invoice.dueDate)]);
  }
  let factY = 145;
  for (const [label, value] of facts) {
    doc.font('Helvetica').fontSize(9).text(label, 310, factY, { width: 110 });
    doc.font('Helvetica-Bold').text(value, 420, factY, { width: RIGHT - 420 });
    factY = Math.max(factY + 14, doc.y + 3);
  }

  doc.font('Helvetica-Bold').fontSize(15).text(`${title} ${invoice.number}`, LEFT, 270);
  if (invoice.kind === 'cancellation' && invoice.refersToNumber) {
    doc.font('Helvetica').fontSize(10).text(`Hiermit stornieren wir die Rechnung ${invoice.refersToNumber} in voller Höhe.`);
  } else if (invoice.kind === 'credit_note' && invoice.refersToNumber) {
    doc.font('Helvetica').fontSize(10).text(`Wir schreiben Ihnen zur Rechnung ${invoice.refersToNumber} folgenden Betrag gut.`);
  }

  const tableTop = 315;
  const columns = { position: LEFT, quantity: 86, service: 150, unitPrice: 390, total: 470 };
  doc.font('Helvetica-Bold').fontSize(9);
  doc.text('Pos.', columns.position, tableTop);
  doc.text('Menge', columns.quantity, tableTop);
  doc.text('Leistung', columns.service, tableTop);
  doc.text('Einzelpreis netto', columns.unitPrice, tableTop, { width: 75, align: 'right' });
  doc.text('Gesamt netto', columns.total, tableTop, { width: RIGHT - columns.total, align: 'right' });
  doc
    .moveTo(LEFT, tableTop + 13)
    .lineTo(RIGHT, tableTop + 13)
    .stroke();
  const rowTop = tableTop + 20;
  doc.font('Helvetica').fontSize(9);
  doc.text('1', columns.position, rowTop);
  doc.text(`${invoice.quantity} ${UNIT_LABELS[invoice.unitCode] ?? invoice.unitCode}`, columns.quantity, rowTop);
  doc.text(invoice.description, columns.service, rowTop, { width: 230 });
  const serviceBottom = doc.y;
  doc.text(euro(Math.round(invoice.netCents / invoice.quantity)), columns.unitPrice, rowTop, { width: 75, align: 'right' });
  doc.text(euro(invoice.netCents), columns.total, rowTop, { width: RIGHT - columns.total, align: 'right' });

  let y = Math.max(serviceBottom, rowTop + 14) + 12;
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  y += 8;
  const total = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(label, 300, y, { width: 160 });
    doc.text(value, columns.total - 20, y, { width: RIGHT - columns.total + 20, align: 'right' });
    y += 16;
  };
  total('Nettobetrag (Steuersatz 19 %):', euro(invoice.netCents));
  total(`zzgl. Umsatzsteuer ${invoice.vatRatePercent} %:`, euro(invoice.vatCents));
  total('Gesamtbetrag (brutto):', euro(invoice.grossCents), true);

  y += 12;
  doc.font('Helvetica').fontSize(9);
  if (invoice.kind === 'invoice' && invoice.paymentMethod !== 'invoice') {
    doc.text(`Der Betrag wurde bereits per ${invoice.paymentMethod === 'card' ? 'Kreditkarte' : 'Wallet'} bezahlt.`, LEFT, y);
  } else if (invoice.kind === 'invoice') {
    doc.text(
      `Bitte überweisen Sie ${euro(invoice.grossCents)} ohne Abzug bis ${germanDate(invoice.dueDate ?? invoice.issueDate)} ` +
        `auf das Konto ${seller.name}, IBAN ${seller.iban}, BIC ${seller.bic} (${seller.bank}), ` +
        `Verwendungszweck: ${invoice.number}. Mit dem GiroCode überweisen Sie direkt aus Ihrer Banking-App.`,
      LEFT,
      y,
      { width: giroCode ? 330 : RIGHT - LEFT },
    );
    if (giroCode) {
      doc.image(giroCode, 420, y, { width: 110 });
      doc.fontSize(7).text('GiroCode (EPC-QR)', 420, y + 112, { width: 110, align: 'center' });
    }
  } else {
    doc.text('Den Betrag erstatten wir auf das Konto, von dem Sie bezahlt haben, oder verrechnen ihn mit offenen Rechnungen.', LEFT, y);
  }
  if (invoice.note) doc.fontSize(9).text(invoice.note, LEFT, Math.max(doc.y + 10, y + 60), { width: RIGHT - LEFT });

  const footerY = 748;
  doc
    .moveTo(LEFT, footerY - 6)
    .lineTo(RIGHT, footerY - 6)
    .stroke();
  doc.font('Helvetica').fontSize(7.5);
  doc.text(`${seller.name} · ${seller.street} · ${seller.zip} ${seller.city} · ${seller.email}`, LEFT, footerY, { width: RIGHT - LEFT });
  doc.text(`${seller.register} · Geschäftsführung: ${seller.managingDirector}`, { width: RIGHT - LEFT });
  doc.text(`Steuernummer ${seller.taxNumber} · USt-IdNr. ${seller.vatId} · ${seller.bank} · IBAN ${seller.iban} · BIC ${seller.bic}`, {
    width: RIGHT - LEFT,
  });
  doc.end();
  return finished;
}
