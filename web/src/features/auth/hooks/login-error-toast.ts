import type { ToastInput } from '../../../components/ui/toast';
import { t } from '@/lib/messages';
import { paths } from '@/app/paths';

/** What an empty error reads as: a word the choice below matches, not a text on the screen. */
export const DEFAULT_LOGIN_ERROR = 'Anmeldung fehlgeschlagen';

/** product.md section 8: the login error is chosen by its message text (case-insensitive) and shown as a neutral toast. */
export function loginErrorToast(message: string | null | undefined): ToastInput {
  const text = (message?.trim() || DEFAULT_LOGIN_ERROR).toLowerCase();
  if (['invalid credentials', 'fehlgeschlagen', 'ungültig'].some((part) => text.includes(part))) {
    return {
      title: t('auth.error.credentials.title'),
      description: t('auth.error.credentials.text'),
      action: { label: t('auth.error.credentials.action'), to: paths.forgotPassword.to() },
    };
  }
  if (text.includes('verify') || text.includes('verifizier')) {
    return {
      title: t('auth.error.unverified.title'),
      description: t('auth.error.unverified.text'),
      action: { label: t('auth.error.unverified.action'), to: paths.resendVerification.to() },
    };
  }
  if (text.includes('locked') || text.includes('gesperrt')) {
    return {
      title: t('auth.error.locked.title'),
      description: t('auth.error.locked.text'),
      action: { label: t('auth.error.locked.action'), to: paths.unternehmenStarten.to() },
    };
  }
  return { title: t('auth.error.other.title'), description: t('auth.error.other.text') };
}
