import { schemaResolver } from '@/components/form/schema-resolver';
import { newPasswordSchema, verifyEmailSchema } from '@praxisnah/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormMessage } from '@/components/ui/form-field';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordField } from './password-input';
import { paths } from '@/app/paths';
import { t } from '@/lib/messages';
import '@/lib/message-parts/operators';

const passwordFormSchema = z.object({ password: newPasswordSchema });
type PasswordFormValues = z.infer<typeof passwordFormSchema>;

/** /reset-password?token=…: a new password through the mailed single-use link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const linkValid = verifyEmailSchema.safeParse({ token }).success;
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<PasswordFormValues>({
    resolver: schemaResolver(passwordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '' },
  });
  const password = useWatch({ control, name: 'password' });

  if (!linkValid) {
    return (
      <EmptyState title={t('accounts.resetPassword.incomplete')} icon="🔑">
        <p>{t('accounts.resetPassword.incompleteHint')}</p>
        <Link className="btn btn--primary" to={paths.forgotPassword.to()}>
          {t('accounts.resetPassword.newLink')}
        </Link>
      </EmptyState>
    );
  }

  if (reset.isSuccess) {
    return (
      <div className="account-result">
        <FormMessage tone="success">{reset.data.message}</FormMessage>
        <Link className="btn btn--primary" to={paths.login.to()}>
          {t('accounts.common.toLogin')}
        </Link>
      </div>
    );
  }

  const onSubmit = handleSubmit(({ password: newPassword }) => reset.mutate({ token, password: newPassword }));

  return (
    <form className="company-form" onSubmit={onSubmit} noValidate>
      <NewPasswordField
        label={t('accounts.password.new')}
        registration={register('password')}
        password={password}
        error={errors.password?.message}
      />
      {reset.isError ? (
        <FormMessage tone="error">
          {reset.error.message} <Link to={paths.forgotPassword.to()}>{t('accounts.resetPassword.newLink')}</Link>
        </FormMessage>
      ) : null}
      <Button type="submit" className="btn--block" disabled={reset.isPending}>
        {reset.isPending ? t('accounts.common.saving') : t('accounts.resetPassword.submit')}
      </Button>
    </form>
  );
}
