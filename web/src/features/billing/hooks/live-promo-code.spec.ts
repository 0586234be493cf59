import { readPromoCode } from './live-promo-code';

describe('readPromoCode', () => {
  it('normalises a code to upper case without spaces around it', () => {
    expect(readPromoCode('  messe26 ')).toEqual({ code: 'MESSE26', shapeError: null });
  });

  it('asks for nothing while the field is empty', () => {
    expect(readPromoCode('  ')).toEqual({ code: null, shapeError: null });
  });

  it('explains in German what a code looks like', () => {
    expect(readPromoCode('ab')).toEqual({ code: null, shapeError: 'Ein Aktionscode besteht aus 3 bis 32 Buchstaben, Ziffern, - oder _.' });
  });
});
