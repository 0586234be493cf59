import { schemaResolver } from '@/components/form/schema-resolver';
import { loginSchema, type LoginInput } from '@praxisnah/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { toast } from '@/components/ui/toast';
import { t } from '@/lib/messages';
import { takePendingCheckout } from '@/lib/pending-checkout';
import { useLogin } from '../api/login';
import { loginErrorToast } from '../hooks/login-error-toast';
import { ROLE_HOME } from '../hooks/role-home';
import { returnPath } from '../hooks/return-path';
import { paths } from '@/app/paths';

/** product.md sections 2, 4 and 5: validated on submit, re-validated on change; success goes to the role's own area. */
export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const loginMutation = useLogin();
  const emailId = useId();
  const passwordId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: schemaResolver(loginSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await loginMutation.mutateAsync(values);
      toast({
        title: t('auth.success'),
        description: t('auth.welcome', { name: response.company?.name ?? response.user.email }),
        variant: 'success',
      });
      // A company sent here from a screen that needs the login (the checkout) goes back to it; one that chose a paid
      // package at sign-up goes on to book it.
      const back = response.user.role === 'company' ? (returnPath(location.state) ?? takePendingCheckout(response.user.email)) : null;
      navigate(back ?? ROLE_HOME[response.user.role]);
    } catch (error) {
      toast(loginErrorToast(error instanceof Error ? error.message : null));
    }
  });

  const submitting = loginMutation.isPending;

  return (
    <form className="login-form" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label htmlFor={emailId}>{t('auth.email')}</label>
        <input
          id={emailId}
          type="email"
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${emailId}-error` : undefined}
          {...register('email')}
        />
        {errors.email ? (
          <p id={`${emailId}-error`} className="field__error" role="alert">
            {errors.email.message}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={passwordId}>{t('auth.password')}</label>
        <input
          id={passwordId}
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${passwordId}-error` : undefined}
          {...register('password')}
        />
        {errors.password ? (
          <p id={`${passwordId}-error`} className="field__error" role="alert">
            {errors.password.message}
          </p>
        ) : null}
      </div>
      <p className="login-form__forgot">
        <Link to={paths.forgotPassword.to()}>{t('auth.forgot')}</Link>
      </p>
      <button type="submit" className="btn btn--primary btn--block" disabled={submitting}>
        {submitting ? t('auth.submitting') : t('auth.submit')}
      </button>
      <p className="login-form__ssl">
        <Icon name="lock" size={16} /> {t('auth.ssl')}
      </p>
      <div className="login-form__register">
        <p>{t('auth.noAccount')}</p>
        <Link className="btn btn--secondary btn--block" to={paths.pricing.to()}>
          {t('auth.registerCta')}
        </Link>
      </div>
    </form>
  );
}
