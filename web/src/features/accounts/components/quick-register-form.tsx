import { schemaResolver } from '@/components/form/schema-resolver';
import { COMPANY_PACKAGES, registerCompanySchema, type CompanyPackage, type RegisterCompanyInput } from '@praxisnah/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { AddressFields } from '@/components/form/address-fields';
import { SectorField } from '@/components/form/sector-field';
import { SubmitErrorMessage } from '@/components/form/submit-error-message';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { rememberCheckout } from '@/lib/pending-checkout';
import { useRegisterCompany } from '../api/register-company';
import { PACKAGE_NAMES } from '../hooks/packages';
import { NewPasswordField } from './password-input';
import { paths } from '@/app/paths';
import { t } from '@/lib/messages';
import { tRich } from '@/lib/rich-message';
import '@/lib/message-parts/operators';

/** What the inputs hold before validation: an unticked box and an empty choice are allowed while typing. */
type RegisterFormValues = Omit<RegisterCompanyInput, 'acceptTerms' | 'sector' | 'package'> & {
  acceptTerms: boolean;
  sector: string;
  package: string;
};

const resolver = schemaResolver(registerCompanySchema) as unknown as Resolver<RegisterFormValues, unknown, RegisterCompanyInput>;

function RegistrationSent({ email, message, pkg }: { email: string; message: string; pkg: CompanyPackage }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="register-success">
      <span className="register-success__icon" aria-hidden="true">
        <Icon name="mail" size={32} />
      </span>
      <h2 ref={headingRef} tabIndex={-1}>
        {t('accounts.register.sentTitle')}
      </h2>
      <FormMessage tone="success">{message}</FormMessage>
      <p>{tRich('accounts.register.sentText', { email: <strong>{email}</strong> })}</p>
      {pkg === 'starter' ? null : <p>{tRich('accounts.register.sentPackage', { package: <strong>{PACKAGE_NAMES[pkg]}</strong> })}</p>}
      <ul className="link-list">
        <li>
          <Link to={paths.emailSetupInfo.to()}>{t('accounts.register.noMail')}</Link>
        </li>
        <li>
          <Link to={paths.resendVerification.to()} state={{ email }}>
            {t('accounts.common.resendLink')}
          </Link>
        </li>
      </ul>
      <Link className="btn btn--secondary" to={paths.login.to()}>
        {t('accounts.register.toLogin')}
      </Link>
    </div>
  );
}

/** /quick-register: company, contact, e-mail, password, address, sector, package and terms, checked with the shared schema. */
export function QuickRegisterForm({ initialPackage }: { initialPackage: CompanyPackage }) {
  const registration = useRegisterCompany();
  const [sent, setSent] = useState<{ email: string; message: string; pkg: CompanyPackage } | null>(null);
  const termsId = useId();
  const packageId = useId();
  const { form, formRef } = useValidatedForm<RegisterFormValues, RegisterCompanyInput>({
    resolver,
    defaultValues: {
      companyName: '',
      contactName: '',
      email: '',
      password: '',
      street: '',
      zip: '',
      city: '',
      sector: '',
      package: initialPackage,
      acceptTerms: false,
    },
  });
  const { register, handleSubmit, control } = form;
  const { errors } = form.formState;
  const [password, email] = useWatch({ control, name: ['password', 'email'] });

  const onSubmit = handleSubmit(async (input) => {
    const response = await registration.mutateAsync(input).catch(() => null);
    if (!response) return;
    rememberCheckout(input.email, input.package);
    setSent({ email: input.email, message: response.message, pkg: input.package });
  });

  if (sent) return <RegistrationSent email={sent.email} message={sent.message} pkg={sent.pkg} />;

  return (
    <form className="company-form" ref={formRef} onSubmit={onSubmit} noValidate>
      <p className="muted form-note">{t('accounts.register.requiredNote')}</p>
      <fieldset className="form-section">
        <legend>{t('accounts.register.companySection')}</legend>
        <FormField label={t('accounts.register.companyName')} required error={errors.companyName?.message}>
          {(field) => <input {...field} {...register('companyName')} autoComplete="organization" maxLength={160} />}
        </FormField>
        <SectorField form={form} name="sector" offerEmptyChoice />
      </fieldset>

      <fieldset className="form-section">
        <legend>{t('accounts.register.contactSection')}</legend>
        <FormField label={t('accounts.register.contactName')} required error={errors.contactName?.message}>
          {(field) => <input {...field} {...register('contactName')} autoComplete="name" maxLength={120} />}
        </FormField>
        <FormField label={t('accounts.register.email')} required error={errors.email?.message} hint={t('accounts.register.emailHint')}>
          {(field) => <input {...field} {...register('email')} type="email" autoComplete="email" inputMode="email" />}
        </FormField>
        <NewPasswordField registration={register('password')} password={password} email={email} error={errors.password?.message} />
      </fieldset>

      <fieldset className="form-section">
        <legend>{t('accounts.register.addressSection')}</legend>
        <AddressFields form={form} names={{ street: 'street', zip: 'zip', city: 'city' }} required={['street', 'zip', 'city']} />
      </fieldset>

      <fieldset className="form-section" aria-describedby={`${packageId}-hint`}>
        <legend>{t('accounts.register.packageSection')}</legend>
        <div className="radio-cards">
          {COMPANY_PACKAGES.map((pkg) => (
            <label key={pkg} className="radio-card">
              <input type="radio" value={pkg} {...register('package')} />
              <span>{PACKAGE_NAMES[pkg]}</span>
            </label>
          ))}
        </div>
        <p id={`${packageId}-hint`} className="field__hint">
          {tRich('accounts.register.packageHint', { compareLink: <Link to={paths.pricing.to()}>{t('accounts.register.compare')}</Link> })}
        </p>
        {errors.package ? <p className="field__error">{errors.package.message}</p> : null}
      </fieldset>

      <div className="field">
        <div className="toggle">
          <input
            id={termsId}
            type="checkbox"
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? `${termsId}-error` : undefined}
            {...register('acceptTerms')}
          />
          <label htmlFor={termsId}>
            {tRich('accounts.register.terms', {
              agbLink: (
                <Link to={paths.agb.to()} target="_blank" rel="noopener">
                  {t('accounts.register.agb')}
                  <span className="visually-hidden">{t('accounts.register.newTab')}</span>
                </Link>
              ),
              privacyLink: (
                <Link to={paths.datenschutz.to()} target="_blank" rel="noopener">
                  {t('accounts.register.privacy')}
                  <span className="visually-hidden">{t('accounts.register.newTab')}</span>
                </Link>
              ),
            })}
          </label>
        </div>
        {errors.acceptTerms ? (
          <p id={`${termsId}-error`} className="field__error">
            {errors.acceptTerms.message}
          </p>
        ) : null}
      </div>

      <SubmitErrorMessage headline={t('accounts.register.failed')} error={registration.error} />

      <Button type="submit" size="lg" className="btn--block" disabled={registration.isPending}>
        {registration.isPending ? t('accounts.register.submitting') : t('accounts.register.submit')}
      </Button>
      <p className="login-form__ssl">
        <Icon name="lock" size={16} /> {t('accounts.register.ssl')}
      </p>
      <p className="form-footer">
        {tRich('accounts.register.hasAccount', { loginLink: <Link to={paths.login.to()}>{t('accounts.register.toLogin')}</Link> })}
      </p>
    </form>
  );
}
