import { promoCodeInputSchema, type PackageKey, type PromoCodeInput } from '@praxisnah/contracts';
import { schemaResolver } from '@/components/form/schema-resolver';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { t } from '@/lib/messages';
import '@/lib/message-parts/billing';

/** What the inputs hold: a fixed discount is typed in euros ("10,50"), numbers as text, empty means none. */
export interface PromoCodeFormValues {
  code: string;
  description: string;
  kind: 'percent' | 'fixed';
  value: string;
  validFrom: string;
  validUntil: string;
  usageLimit: string;
  packageKeys: PackageKey[];
}

export const EMPTY_PROMO_CODE: PromoCodeFormValues = {
  code: '',
  description: '',
  kind: 'percent',
  value: '',
  validFrom: '',
  validUntil: '',
  usageLimit: '',
  packageKeys: [],
};

/** "10,50" or "10.5" → 10.5; anything else → null. */
function parseEuros(text: string): number | null {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(normalised) ? Number(normalised) : null;
}

function parseWhole(text: string): number | null {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** The typed values as the API's input, or the German message of the field that is not a number. */
export function toPromoCodeInput(values: PromoCodeFormValues): { input: unknown; numberErrors: FieldErrors<PromoCodeFormValues> } {
  const numberErrors: FieldErrors<PromoCodeFormValues> = {};
  const amount = values.kind === 'fixed' ? parseEuros(values.value) : parseWhole(values.value);
  if (amount === null) {
    const message = values.kind === 'percent' ? t('billing.codeForm.percentError') : t('billing.codeForm.amountError');
    numberErrors.value = { type: 'number', message };
  }
  const limit = values.usageLimit.trim() === '' ? null : parseWhole(values.usageLimit);
  if (limit === null && values.usageLimit.trim() !== '')
    numberErrors.usageLimit = { type: 'number', message: t('billing.codeForm.usageLimitError') };
  return {
    numberErrors,
    input: {
      code: values.code,
      description: values.description.trim() || null,
      kind: values.kind,
      value: amount === null ? 0 : values.kind === 'fixed' ? Math.round(amount * 100) : amount,
      validFrom: values.validFrom || null,
      validUntil: values.validUntil || null,
      usageLimit: limit,
      packageKeys: values.packageKeys,
      active: true,
    },
  };
}

const promoSchemaResolver = schemaResolver(promoCodeInputSchema) as unknown as Resolver<PromoCodeFormValues, unknown, PromoCodeInput>;

/** The contracts schema on the converted values; a text that is no number is reported before it. */
export const promoCodeResolver: Resolver<PromoCodeFormValues, unknown, PromoCodeInput> = async (values, context, options) => {
  const { input, numberErrors } = toPromoCodeInput(values);
  const result = await promoSchemaResolver(input as PromoCodeFormValues, context, options);
  if (Object.keys(numberErrors).length === 0) return result;
  return { values: {}, errors: { ...result.errors, ...numberErrors } };
};
