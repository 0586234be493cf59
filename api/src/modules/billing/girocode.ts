import { decimal } from './pricing';

export interface CreditTransfer {
  bic: string;
  name: string;
  iban: string;
  amountCents: number;
  /** Unstructured remittance information: the invoice number, so the bank statement import finds the invoice. */
  remittance: string;
}

/**
 * The payload of a GiroCode (EPC QR code, EPC069-12 version 002): line-separated, UTF-8 (character set 1),
 * SEPA credit transfer, amount as "EUR12.34", no structured reference when an unstructured one is given.
 */
export function giroCodePayload(transfer: CreditTransfer): string {
  if (transfer.amountCents < 1 || transfer.amountCents > 99_999_999_999) throw new Error('GiroCode amount out of range');
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    transfer.bic,
    transfer.name.slice(0, 70),
    transfer.iban.replace(/\s+/g, ''),
    `EUR${decimal(transfer.amountCents)}`,
    '',
    '',
    transfer.remittance.slice(0, 140),
  ].join('\n');
}
