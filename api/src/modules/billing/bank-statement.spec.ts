import { invoiceNumbersIn, parseAmountCents, parseStatementCamt, parseStatementCsv } from './bank-statement';

describe('bank statements', () => {
  it('reads German and English amounts', () => {
    expect(parseAmountCents('1.234,56')).toBe(123456);
    expect(parseAmountCents('58,31 €')).toBe(5831);
    expect(parseAmountCents('58.31')).toBe(5831);
    expect(parseAmountCents('-9,31')).toBe(-931);
    expect(parseAmountCents('abc')).toBeNull();
  });

  it('reads the credits of a semicolon CSV and skips debits', () => {
    const csv = [
      'Buchungstag;Auftraggeber;Verwendungszweck;Betrag',
      '26.11.2026;Demo Werkstatt GmbH;"Rechnung RE-2026-000001, danke";58,31',
      '26.11.2026;Stadtwerke;Strom;-120,00',
    ].join('\n');
    expect(parseStatementCsv(csv)).toEqual([
      {
        line: 2,
        bookingDate: '2026-11-26',
        amountCents: 5831,
        reference: 'Rechnung RE-2026-000001, danke',
        counterparty: 'Demo Werkstatt GmbH',
      },
    ]);
  });

  it('reads the credit entries of a CAMT.053 statement', () => {
    const xml = `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><Stmt>
      <Ntry><Amt Ccy="EUR">58.31</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-27</Dt></BookgDt>
        <NtryDtls><TxDtls><RltdPties><Dbtr><Pty><Nm>Zweite Demo GmbH</Nm></Pty></Dbtr></RltdPties>
        <RmtInf><Ustrd>RE-2026-000002</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>
      <Ntry><Amt Ccy="EUR">10.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2026-11-27</Dt></BookgDt></Ntry>
    </Stmt></BkToCstmrStmt></Document>`;
    expect(parseStatementCamt(xml)).toEqual([
      { line: 1, bookingDate: '2026-11-27', amountCents: 5831, reference: 'RE-2026-000002', counterparty: 'Zweite Demo GmbH' },
    ]);
  });

  it('finds invoice numbers written loosely', () => {
    expect(invoiceNumbersIn('re 2026 000042 und RE-2026-000043')).toEqual(['RE-2026-000042', 'RE-2026-000043']);
  });
});
