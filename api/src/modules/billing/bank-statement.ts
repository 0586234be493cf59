import { BadRequestException } from '@nestjs/common';
import { XMLParser } from 'fast-xml-parser';

/** One credit on the bank account, as read from a statement. */
export interface StatementEntry {
  line: number;
  bookingDate: string | null;
  amountCents: number;
  reference: string;
  counterparty: string | null;
}

/** "1.234,56", "1234.56", "-58,31 €" → cents; null when it is no amount. */
export function parseAmountCents(raw: string): number | null {
  let text = raw.replace(/[€\s]|EUR/g, '');
  if (!/^[+-]?[\d.,]+$/.test(text)) return null;
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  // The later separator is the decimal one; the other groups thousands.
  if (lastComma > lastDot) text = text.replace(/\./g, '').replace(',', '.');
  else text = text.replace(/,/g, '');
  const value = Number(text);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

/** "26.11.2026" or "2026-11-26" → "2026-11-26". */
function isoDate(raw: string | undefined): string | null {
  const text = raw?.trim() ?? '';
  const german = /^(\d{2})\.(\d{2})\.(\d{2}|\d{4})$/.exec(text);
  if (german) return `${german[3]!.length === 2 ? `20${german[3]}` : german[3]}-${german[2]}-${german[1]}`;
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : null;
}

function splitCsvLine(line: string, separator: string): string[] {
  const cells: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        current += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      cells.push(current.trim());
      current = '';
    } else current += char;
  }
  cells.push(current.trim());
  return cells;
}

const COLUMN_NAMES = {
  date: ['buchungstag', 'buchungsdatum', 'datum', 'valuta', 'wertstellung', 'booking date', 'date'],
  amount: ['betrag', 'betrag (eur)', 'umsatz', 'amount'],
  reference: ['verwendungszweck', 'referenz', 'buchungstext', 'reference', 'purpose'],
  counterparty: [
    'auftraggeber',
    'zahlungspflichtiger',
    'name',
    'beguenstigter/zahlungspflichtiger',
    'auftraggeber/empfänger',
    'counterparty',
  ],
} as const;

/**
 * A bank's CSV export: a header row naming the columns (German or English names, separator `;` or `,`), one
 * booking per row. Debits (negative amounts) are not payments to us and are left out.
 */
export function parseStatementCsv(content: string): StatementEntry[] {
  const lines = content.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerIndex = lines.findIndex((line) => /betrag|amount|umsatz/i.test(line));
  if (headerIndex < 0) throw new BadRequestException({ message: 'Die CSV-Datei hat keine Kopfzeile mit einer Spalte „Betrag“.' });
  const header = lines[headerIndex]!;
  const separator = (header.match(/;/g)?.length ?? 0) >= (header.match(/,/g)?.length ?? 0) ? ';' : ',';
  const names = splitCsvLine(header, separator).map((name) => name.toLowerCase());
  const column = (candidates: readonly string[]) => names.findIndex((name) => candidates.includes(name));
  const amountColumn = column(COLUMN_NAMES.amount);
  const referenceColumn = column(COLUMN_NAMES.reference);
  if (amountColumn < 0 || referenceColumn < 0) {
    throw new BadRequestException({ message: 'Die CSV-Datei braucht die Spalten „Betrag“ und „Verwendungszweck“.' });
  }
  const dateColumn = column(COLUMN_NAMES.date);
  const counterpartyColumn = column(COLUMN_NAMES.counterparty);
  const entries: StatementEntry[] = [];
  lines.forEach((line, index) => {
    if (index <= headerIndex || !line.trim()) return;
    const cells = splitCsvLine(line, separator);
    const amountCents = parseAmountCents(cells[amountColumn] ?? '');
    if (amountCents === null || amountCents <= 0) return;
    entries.push({
      line: index + 1,
      bookingDate: dateColumn >= 0 ? isoDate(cells[dateColumn]) : null,
      amountCents,
      reference: cells[referenceColumn] ?? '',
      counterparty: counterpartyColumn >= 0 ? cells[counterpartyColumn] || null : null,
    });
  });
  return entries;
}

type XmlNode = Record<string, unknown>;
const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const child = (node: unknown, key: string): unknown => (node && typeof node === 'object' ? (node as XmlNode)[key] : undefined);
const textOf = (node: unknown): string =>
  typeof node === 'string' || typeof node === 'number'
    ? String(node)
    : typeof child(node, '#text') === 'string'
      ? String(child(node, '#text'))
      : '';

/**
 * An ISO 20022 CAMT.053 bank-to-customer statement (any version: namespaces are dropped). Each credit entry (CRDT)
 * becomes one statement entry, with the remittance lines of its transaction details joined.
 */
export function parseStatementCamt(content: string): StatementEntry[] {
  const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: false, parseTagValue: false, processEntities: true });
  let document: unknown;
  try {
    document = parser.parse(content, true);
  } catch {
    throw new BadRequestException({ message: 'Die CAMT.053-Datei ist kein gültiges XML.' });
  }
  const statementRoot = child(child(document, 'Document'), 'BkToCstmrStmt');
  if (!statementRoot) throw new BadRequestException({ message: 'Die Datei ist kein CAMT.053-Kontoauszug (BkToCstmrStmt fehlt).' });
  const entries: StatementEntry[] = [];
  let number = 0;
  for (const statement of asArray(child(statementRoot, 'Stmt'))) {
    for (const entry of asArray(child(statement, 'Ntry'))) {
      number += 1;
      if (textOf(child(entry, 'CdtDbtInd')) !== 'CRDT') continue;
      const amountCents = parseAmountCents(textOf(child(entry, 'Amt')));
      if (amountCents === null || amountCents <= 0) continue;
      const details = asArray(child(child(entry, 'NtryDtls'), 'TxDtls'));
      const remittance = details.flatMap((detail) => asArray(child(child(detail, 'RmtInf'), 'Ustrd')).map(textOf));
      const structured = details.flatMap((detail) =>
        asArray(child(child(detail, 'RmtInf'), 'Strd')).map((strd) => textOf(child(child(strd, 'CdtrRefInf'), 'Ref'))),
      );
      const debtor = details.map((detail) => {
        const party = child(child(detail, 'RltdPties'), 'Dbtr');
        return textOf(child(party, 'Nm')) || textOf(child(child(party, 'Pty'), 'Nm'));
      });
      const booking = child(entry, 'BookgDt');
      entries.push({
        line: number,
        bookingDate: isoDate(textOf(child(booking, 'Dt')) || textOf(child(booking, 'DtTm'))),
        amountCents,
        reference: [...remittance, ...structured, textOf(child(entry, 'AddtlNtryInf'))].filter(Boolean).join(' '),
        counterparty: debtor.find(Boolean) ?? null,
      });
    }
  }
  return entries;
}

/** Our invoice numbers as they appear in a remittance line ("RE-2026-000042", also without dashes or in lower case). */
export function invoiceNumbersIn(reference: string): string[] {
  return [...reference.toUpperCase().matchAll(/RE[-\s]?(\d{4})[-\s]?(\d{6})/g)].map((match) => `RE-${match[1]}-${match[2]}`);
}
