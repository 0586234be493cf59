import { schemaResolver } from '@/components/form/schema-resolver';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@praxisnah/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { t } from '@/lib/messages';
import '@/lib/message-parts/operators';

/**
 * One e-mail field that asks the server to mail a link (new verification link, password reset). The answer is the
 * server's neutral sentence, the same for every address, so the page never reveals whether an account exists.
 */
export function EmailRequestForm({
  mutation,
  submitLabel,
  pendingLabel,
  initialEmail = '',
  after,
}: {
  mutation: UseMutationResult<{ message: string }, Error, ForgotPasswordInput>;
  submitLabel: string;
  pendingLabel: string;
  initialEmail?: string;
  /** Shown below the answer, e.g. links to the help page or the login. */
  after?: ReactNode;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordInput>({
    resolver: schemaResolver(forgotPasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: initialEmail },
  });

  const onSubmit = handleSubmit((input) => mutation.mutate(input));

  if (mutation.isSuccess) {
    return (
      <div className="account-result">
        <FormMessage tone="success">{mutation.data.message}</FormMessage>
        {after}
      </div>
    );
  }

  return (
    <form className="company-form" onSubmit={onSubmit} noValidate>
      <FormField label={t('accounts.common.email')} required error={errors.email?.message}>
        {(field) => <input {...field} {...register('email')} type="email" autoComplete="email" inputMode="email" />}
      </FormField>
      {mutation.isError ? <FormMessage tone="error">{mutation.error.message}</FormMessage> : null}
      <Button type="submit" className="btn--block" disabled={mutation.isPending}>
        {mutation.isPending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
