import { PACKAGE_KEYS, type PackageKey } from '@praxisnah/contracts';
import { useWatch } from 'react-hook-form';
import { SubmitErrorMessage } from '@/components/form/submit-error-message';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useCreatePromoCode } from './admin-billing-api';
import { EMPTY_PROMO_CODE, promoCodeResolver, type PromoCodeFormValues } from './promo-code-form-values';
import { t } from '@/lib/messages';
import '@/lib/message-parts/billing';

const PACKAGE_LABELS: Record<PackageKey, string> = { starter: 'Starter', standard: 'Standard', premium: 'Premium' };

/** A new promo code: percentage or fixed net amount, validity dates, usage limit and the packages it is for. */
export function PromoCodeForm({ onDone }: { onDone: () => void }) {
  const create = useCreatePromoCode();
  const { form, formRef } = useValidatedForm<PromoCodeFormValues, Parameters<typeof create.mutateAsync>[0]>({
    resolver: promoCodeResolver,
    defaultValues: EMPTY_PROMO_CODE,
  });
  const { register, handleSubmit, control } = form;
  const { errors } = form.formState;
  const kind = useWatch({ control, name: 'kind' });

  const onSubmit = handleSubmit(async (input) => {
    const saved = await create.mutateAsync(input).catch(() => null);
    if (!saved) return;
    toast({
      title: t('billing.codeForm.created'),
      description: t('billing.codeForm.createdText', { code: saved.code }),
      variant: 'success',
    });
    onDone();
  });

  return (
    <form className="company-form" ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('billing.admin.codes.new')}>
      <div className="field-row">
        <FormField label={t('billing.admin.codes.code')} required error={errors.code?.message} hint={t('billing.codeForm.codeHint')}>
          {(field) => <input {...field} {...register('code')} autoComplete="off" autoCapitalize="characters" maxLength={32} />}
        </FormField>
        <FormField label={t('billing.codeForm.description')} error={errors.description?.message}>
          {(field) => <input {...field} {...register('description')} maxLength={200} />}
        </FormField>
      </div>
      <fieldset className="form-section">
        <legend>{t('billing.admin.codes.discount')}</legend>
        <div className="radio-cards">
          <label className="radio-card">
            <input type="radio" value="percent" {...register('kind')} /> <span>{t('billing.codeForm.percent')}</span>
          </label>
          <label className="radio-card">
            <input type="radio" value="fixed" {...register('kind')} /> <span>{t('billing.codeForm.fixed')}</span>
          </label>
        </div>
        <FormField
          label={kind === 'fixed' ? t('billing.codeForm.amount') : t('billing.codeForm.percentValue')}
          required
          error={errors.value?.message}
        >
          {(field) => <input {...field} {...register('value')} inputMode="decimal" maxLength={10} />}
        </FormField>
      </fieldset>
      <div className="field-row">
        <FormField label={t('billing.codeForm.validFrom')} error={errors.validFrom?.message}>
          {(field) => <input {...field} {...register('validFrom')} type="date" />}
        </FormField>
        <FormField label={t('billing.codeForm.validUntil')} error={errors.validUntil?.message}>
          {(field) => <input {...field} {...register('validUntil')} type="date" />}
        </FormField>
      </div>
      <FormField label={t('billing.codeForm.usageLimit')} error={errors.usageLimit?.message} hint={t('billing.codeForm.usageLimitHint')}>
        {(field) => <input {...field} {...register('usageLimit')} inputMode="numeric" maxLength={7} />}
      </FormField>
      <fieldset className="form-section">
        <legend>{t('billing.codeForm.packages')}</legend>
        <div className="checkbox-group__options">
          {PACKAGE_KEYS.filter((key) => key !== 'starter').map((key) => (
            <label key={key} className="checkbox-pill">
              <input type="checkbox" value={key} {...register('packageKeys')} /> {PACKAGE_LABELS[key]}
            </label>
          ))}
        </div>
        <p className="field__hint">{t('billing.codeForm.packagesHint')}</p>
      </fieldset>
      <SubmitErrorMessage headline={t('billing.codeForm.failed')} error={create.error} />
      <div className="button-row">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('billing.codeForm.submitting') : t('billing.codeForm.submit')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('billing.codeForm.cancel')}
        </Button>
      </div>
    </form>
  );
}
