import type { BillingAddress, InvoiceKind, PaymentMethod } from '@praxisnah/contracts';

/** The seller as configured (SELLER_* in the environment), snapshotted onto each invoice. */
export interface SellerParty {
  name: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  vatId: string;
  taxNumber: string;
  iban: string;
  bic: string;
  bank: string;
  email: string;
  register: string;
  managingDirector: string;
}

export type BuyerParty = Pick<BillingAddress, 'companyName' | 'street' | 'zip' | 'city' | 'country' | 'invoiceEmail'> & {
  contactName: string | null;
  vatId: string | null;
};

/** Everything a document (PDF, XML, mail) shows, as stored on the invoice row. */
export interface InvoiceDocument {
  id: string;
  number: string;
  kind: InvoiceKind;
  refersToNumber: string | null;
  refersToIssueDate: string | null;
  issueDate: string;
  dueDate: string | null;
  servicePeriodStart: string;
  servicePeriodEnd: string;
  description: string;
  quantity: number;
  /** UN/ECE Recommendation 20 unit: MON (month), ANN (year), C62 (one). */
  unitCode: string;
  /** Signed: negative on cancellations and credit notes. */
  netCents: number;
  vatRatePercent: number;
  vatCents: number;
  grossCents: number;
  seller: SellerParty;
  buyer: BuyerParty;
  note: string | null;
  paymentMethod: PaymentMethod;
  paidAt: string | null;
}

export const DOCUMENT_TITLES: Record<InvoiceKind, string> = {
  invoice: 'Rechnung',
  cancellation: 'Stornorechnung',
  credit_note: 'Gutschrift (Rechnungskorrektur)',
};

/** The seller's defaults are demo values; every document says so, so nobody pays a demo invoice. */
export const isDemoSeller = (seller: SellerParty): boolean => seller.name.includes('DEMO');
