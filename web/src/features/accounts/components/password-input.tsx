import { PASSWORD_MIN_LENGTH } from '@praxisnah/contracts';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, type FieldControlProps } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { passwordRules, passwordStrength } from '../hooks/password-strength';
import { t } from '@/lib/messages';
import '@/lib/message-parts/operators';

const STRENGTH_LABELS = {
  leer: 'accounts.password.strengthEmpty',
  schwach: 'accounts.password.strengthWeak',
  mittel: 'accounts.password.strengthMedium',
  stark: 'accounts.password.strengthStrong',
} as const;

/** A password input with a button that shows or hides what was typed. */
export function PasswordInput({
  control,
  registration,
  autoComplete,
}: {
  control: FieldControlProps;
  registration: UseFormRegisterReturn;
  autoComplete: 'new-password' | 'current-password';
}) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input {...control} {...registration} type={visible ? 'text' : 'password'} autoComplete={autoComplete} spellCheck={false} />
      <button
        type="button"
        className="icon-button password-input__toggle"
        aria-pressed={visible}
        aria-label={t('accounts.password.show')}
        onClick={() => setVisible((value) => !value)}
      >
        <Icon name={visible ? 'eyeOff' : 'eye'} size={20} />
      </button>
    </div>
  );
}

/** The rules of a new password as a live checklist, with a rough strength meter. */
export function PasswordRules({ password, email }: { password: string; email?: string }) {
  const rules = passwordRules(password, email);
  const strength = passwordStrength(password, email);
  return (
    <div className="password-rules">
      <ul aria-label={t('accounts.password.rules')}>
        {rules.map((rule) => (
          <li key={rule.key} className={cn('password-rules__rule', rule.met && 'password-rules__rule--met')}>
            <Icon name={rule.met ? 'check' : 'close'} size={16} />
            {t(rule.label, { min: PASSWORD_MIN_LENGTH })}
            <span className="visually-hidden">{rule.met ? t('accounts.password.ruleMet') : t('accounts.password.ruleNotMet')}</span>
          </li>
        ))}
      </ul>
      <p className="password-strength">
        <span className={cn('password-strength__bar', `password-strength__bar--${strength}`)} aria-hidden="true">
          <span />
        </span>
        <span aria-live="polite">{t('accounts.password.strength', { strength: t(STRENGTH_LABELS[strength]) })}</span>
      </p>
    </div>
  );
}

/** Label, input with show button, rules and error of a new password. */
export function NewPasswordField({
  label = t('accounts.password.label'),
  registration,
  password,
  email,
  error,
}: {
  label?: string;
  registration: UseFormRegisterReturn;
  password: string;
  email?: string;
  error?: string;
}) {
  return (
    <FormField label={label} required error={error} hint={<PasswordRules password={password} email={email} />}>
      {(control) => <PasswordInput control={control} registration={registration} autoComplete="new-password" />}
    </FormField>
  );
}
