import { EMPTY_PROMO_CODE, toPromoCodeInput } from './promo-code-form-values';

describe('toPromoCodeInput', () => {
  it('turns a fixed discount typed in euros into net cents', () => {
    const { input, numberErrors } = toPromoCodeInput({
      ...EMPTY_PROMO_CODE,
      code: 'MESSE',
      kind: 'fixed',
      value: '10,50',
      usageLimit: '5',
    });
    expect(numberErrors).toEqual({});
    expect(input).toMatchObject({ code: 'MESSE', kind: 'fixed', value: 1050, usageLimit: 5, validFrom: null, description: null });
  });

  it('keeps a percentage as it is', () => {
    expect(toPromoCodeInput({ ...EMPTY_PROMO_CODE, value: '20' }).input).toMatchObject({ kind: 'percent', value: 20, usageLimit: null });
  });

  it('names the field whose text is no number, in German', () => {
    const { numberErrors } = toPromoCodeInput({ ...EMPTY_PROMO_CODE, kind: 'fixed', value: 'zehn', usageLimit: 'viele' });
    expect(numberErrors.value?.message).toBe('Bitte geben Sie den Betrag in Euro an, z. B. 10,00.');
    expect(numberErrors.usageLimit?.message).toBe('Das Nutzungslimit ist eine ganze Zahl.');
  });
});
