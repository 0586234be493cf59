import { giroCodePayload } from './girocode';

describe('giroCodePayload', () => {
  it('writes the EPC069-12 lines in order', () => {
    const payload = giroCodePayload({
      bic: 'BYLADEM1001',
      name: 'Praxisnah GmbH',
      iban: 'DE02 1203 0000 0000 2020 51',
      amountCents: 5831,
      remittance: 'RE-2026-000001',
    });
    expect(payload.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'BYLADEM1001',
      'Praxisnah GmbH',
      'DE02120300000000202051',
      'EUR58.31',
      '',
      '',
      'RE-2026-000001',
    ]);
  });

  it('refuses an amount the format cannot carry', () => {
    expect(() => giroCodePayload({ bic: 'X', name: 'Y', iban: 'Z', amountCents: 0, remittance: 'R' })).toThrow();
  });
});
