import { decimal } from './pricing';
import type { BuyerParty, InvoiceDocument, SellerParty } from './invoice-document';

const escapeXml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const date102 = (isoDate: string): string => isoDate.replace(/-/g, '');
const el = (name: string, content: string, attributes = ''): string => `<${name}${attributes}>${content}</${name}>`;
const text = (name: string, value: string, attributes = ''): string => el(name, escapeXml(value), attributes);
const dateTime = (name: string, isoDate: string): string =>
  el(name, `<udt:DateTimeString format="102">${date102(isoDate)}</udt:DateTimeString>`);

function address(party: { street: string; zip: string; city: string; country: string }): string {
  return el(
    'ram:PostalTradeAddress',
    text('ram:PostcodeCode', party.zip) +
      text('ram:LineOne', party.street) +
      text('ram:CityName', party.city) +
      text('ram:CountryID', party.country),
  );
}

function sellerParty(seller: SellerParty): string {
  return el(
    'ram:SellerTradeParty',
    text('ram:Name', seller.name) +
      el('ram:SpecifiedLegalOrganization', text('ram:TradingBusinessName', seller.name)) +
      address(seller) +
      el('ram:URIUniversalCommunication', text('ram:URIID', seller.email, ' schemeID="EM"')) +
      el('ram:SpecifiedTaxRegistration', text('ram:ID', seller.vatId, ' schemeID="VA"')) +
      el('ram:SpecifiedTaxRegistration', text('ram:ID', seller.taxNumber, ' schemeID="FC"')),
  );
}

function buyerParty(buyer: BuyerParty): string {
  const contact = buyer.contactName ? el('ram:DefinedTradeContact', text('ram:PersonName', buyer.contactName)) : '';
  return el(
    'ram:BuyerTradeParty',
    text('ram:Name', buyer.companyName) +
      contact +
      address(buyer) +
      el('ram:URIUniversalCommunication', text('ram:URIID', buyer.invoiceEmail, ' schemeID="EM"')) +
      (buyer.vatId ? el('ram:SpecifiedTaxRegistration', text('ram:ID', buyer.vatId, ' schemeID="VA"')) : ''),
  );
}

/**
 * The invoice as an EN 16931 e-invoice: UN/CEFACT Cross Industry Invoice (CII D16B) in the Factur-X/ZUGFeRD
 * EN 16931 ("Comfort") profile. One line, one VAT rate (19 %, category S). Cancellations and credit notes are type
 * 381 with positive amounts (the type carries the sign) and name the invoice they correct (BG-3).
 */
export function invoiceXml(invoice: InvoiceDocument): string {
  const corrective = invoice.kind !== 'invoice';
  const amount = (cents: number) => decimal(corrective ? Math.abs(cents) : cents);
  const paidByProvider = invoice.kind === 'invoice' && invoice.paymentMethod !== 'invoice';
  const prepaid = paidByProvider ? invoice.grossCents : 0;
  const notes = [
    `${invoice.seller.name}, ${invoice.seller.street}, ${invoice.seller.zip} ${invoice.seller.city}; ${invoice.seller.register}; Geschäftsführung: ${invoice.seller.managingDirector}`,
    ...(invoice.note ? [invoice.note] : []),
  ];
  const line = el(
    'ram:IncludedSupplyChainTradeLineItem',
    el('ram:AssociatedDocumentLineDocument', text('ram:LineID', '1')) +
      el('ram:SpecifiedTradeProduct', text('ram:Name', invoice.description)) +
      el('ram:SpecifiedLineTradeAgreement', el('ram:NetPriceProductTradePrice', text('ram:ChargeAmount', amount(invoice.netCents)))) +
      el('ram:SpecifiedLineTradeDelivery', text('ram:BilledQuantity', String(invoice.quantity), ` unitCode="${invoice.unitCode}"`)) +
      el(
        'ram:SpecifiedLineTradeSettlement',
        el(
          'ram:ApplicableTradeTax',
          text('ram:TypeCode', 'VAT') + text('ram:CategoryCode', 'S') + text('ram:RateApplicablePercent', String(invoice.vatRatePercent)),
        ) +
          el(
            'ram:BillingSpecifiedPeriod',
            dateTime('ram:StartDateTime', invoice.servicePeriodStart) + dateTime('ram:EndDateTime', invoice.servicePeriodEnd),
          ) +
          el('ram:SpecifiedTradeSettlementLineMonetarySummation', text('ram:LineTotalAmount', amount(invoice.netCents))),
      ),
  );
  const paymentMeans = paidByProvider
    ? el('ram:SpecifiedTradeSettlementPaymentMeans', text('ram:TypeCode', '54'))
    : el(
        'ram:SpecifiedTradeSettlementPaymentMeans',
        text('ram:TypeCode', '58') +
          text('ram:Information', 'SEPA-Überweisung') +
          el('ram:PayeePartyCreditorFinancialAccount', text('ram:IBANID', invoice.seller.iban)) +
          el('ram:PayeeSpecifiedCreditorFinancialInstitution', text('ram:BICID', invoice.seller.bic)),
      );
  const terms = corrective
    ? ''
    : el(
        'ram:SpecifiedTradePaymentTerms',
        text(
          'ram:Description',
          paidByProvider
            ? 'Bereits bezahlt.'
            : `Zahlbar ohne Abzug bis ${invoice.dueDate ?? invoice.issueDate} unter Angabe der Rechnungsnummer.`,
        ) + (invoice.dueDate && !paidByProvider ? dateTime('ram:DueDateDateTime', invoice.dueDate) : ''),
      );
  const referenced =
    corrective && invoice.refersToNumber
      ? el(
          'ram:InvoiceReferencedDocument',
          text('ram:IssuerAssignedID', invoice.refersToNumber) +
            (invoice.refersToIssueDate
              ? el(
                  'ram:FormattedIssueDateTime',
                  `<qdt:DateTimeString format="102">${date102(invoice.refersToIssueDate)}</qdt:DateTimeString>`,
                )
              : ''),
        )
      : '';
  const settlement = el(
    'ram:ApplicableHeaderTradeSettlement',
    text('ram:PaymentReference', invoice.number) +
      text('ram:InvoiceCurrencyCode', 'EUR') +
      paymentMeans +
      el(
        'ram:ApplicableTradeTax',
        text('ram:CalculatedAmount', amount(invoice.vatCents)) +
          text('ram:TypeCode', 'VAT') +
          text('ram:BasisAmount', amount(invoice.netCents)) +
          text('ram:CategoryCode', 'S') +
          text('ram:RateApplicablePercent', String(invoice.vatRatePercent)),
      ) +
      el(
        'ram:BillingSpecifiedPeriod',
        dateTime('ram:StartDateTime', invoice.servicePeriodStart) + dateTime('ram:EndDateTime', invoice.servicePeriodEnd),
      ) +
      terms +
      el(
        'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
        text('ram:LineTotalAmount', amount(invoice.netCents)) +
          text('ram:TaxBasisTotalAmount', amount(invoice.netCents)) +
          text('ram:TaxTotalAmount', amount(invoice.vatCents), ' currencyID="EUR"') +
          text('ram:GrandTotalAmount', amount(invoice.grossCents)) +
          (prepaid ? text('ram:TotalPrepaidAmount', amount(prepaid)) : '') +
          text('ram:DuePayableAmount', amount(invoice.grossCents - prepaid)),
      ) +
      referenced,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    el(
      'rsm:CrossIndustryInvoice',
      el('rsm:ExchangedDocumentContext', el('ram:GuidelineSpecifiedDocumentContextParameter', text('ram:ID', 'urn:cen.eu:en16931:2017'))) +
        el(
          'rsm:ExchangedDocument',
          text('ram:ID', invoice.number) +
            text('ram:TypeCode', corrective ? '381' : '380') +
            dateTime('ram:IssueDateTime', invoice.issueDate) +
            notes.map((note) => el('ram:IncludedNote', text('ram:Content', note))).join(''),
        ) +
        el(
          'rsm:SupplyChainTradeTransaction',
          line +
            el('ram:ApplicableHeaderTradeAgreement', sellerParty(invoice.seller) + buyerParty(invoice.buyer)) +
            el(
              'ram:ApplicableHeaderTradeDelivery',
              el('ram:ActualDeliverySupplyChainEvent', dateTime('ram:OccurrenceDateTime', invoice.servicePeriodStart)),
            ) +
            settlement,
        ),
      ' xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"' +
        ' xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"' +
        ' xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"' +
        ' xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100"',
    ) +
    '\n'
  );
}
