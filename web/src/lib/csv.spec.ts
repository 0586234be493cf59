import { toCsv } from './csv';

describe('toCsv', () => {
  const columns = [
    { header: 'Suchbegriff', value: (row: { query: string; share: number | null }) => row.query },
    { header: 'Anteil ohne Treffer', value: (row: { query: string; share: number | null }) => row.share },
  ];

  it('writes a BOM, semicolons, decimal commas and CRLF, so German Excel opens it as columns with umlauts intact', () => {
    const csv = toCsv([{ query: 'Bäcker', share: 0.25 }], columns);
    expect(csv).toBe('\uFEFFSuchbegriff;Anteil ohne Treffer\r\nBäcker;0,25\r\n');
  });

  it('quotes cells holding a semicolon, a quote or a line break, and leaves a missing value empty', () => {
    const csv = toCsv([{ query: 'Kfz; "Mechatroniker"\nNord', share: null }], columns);
    expect(csv.split('\r\n')[1]).toBe('"Kfz; ""Mechatroniker""\nNord";');
  });
});
