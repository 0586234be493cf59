import { schemaResolver } from '@/components/form/schema-resolver';
import { changePasswordSchema, type ChangePasswordInput } from '@praxisnah/contracts';
import { useWatch } from 'react-hook-form';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useChangePassword } from '../api/change-password';
import { NewPasswordField, PasswordInput } from './password-input';
import { t } from '@/lib/messages';
import '@/lib/message-parts/operators';

/** Password change in the company settings: current password, new password with its rules. */
export function ChangePasswordForm({ email }: { email?: string }) {
  const change = useChangePassword();
  const { form, formRef } = useValidatedForm<ChangePasswordInput>({
    resolver: schemaResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { register, handleSubmit, control, reset } = form;
  const { errors } = form.formState;
  const newPassword = useWatch({ control, name: 'newPassword' });

  const onSubmit = handleSubmit(async (input) => {
    const response = await change.mutateAsync(input).catch(() => null);
    if (!response) return;
    reset();
    toast({ title: t('accounts.changePassword.done'), description: response.message, variant: 'success' });
  });

  return (
    <form className="company-form" ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('accounts.changePassword.submit')}>
      <FormField label={t('accounts.changePassword.current')} required error={errors.currentPassword?.message}>
        {(field) => <PasswordInput control={field} registration={register('currentPassword')} autoComplete="current-password" />}
      </FormField>
      <NewPasswordField
        label={t('accounts.password.new')}
        registration={register('newPassword')}
        password={newPassword}
        email={email}
        error={errors.newPassword?.message}
      />
      {change.isError ? <FormMessage tone="error">{change.error.message}</FormMessage> : null}
      {change.isSuccess ? <FormMessage tone="success">{change.data.message}</FormMessage> : null}
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? t('accounts.common.saving') : t('accounts.changePassword.submit')}
      </Button>
    </form>
  );
}
