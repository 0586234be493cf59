import type { ToastInput } from '../../../components/ui/toast';
import { paths } from '@/app/paths';

export const DEFAULT_LOGIN_ERROR = 'Anmeldung fehlgeschlagen';

/** product.md section 8: the login error is chosen by its message text (case-insensitive) and shown as a neutral toast. */
export function loginErrorToast(message: string | null | undefined): ToastInput {
  const text = (message?.trim() || DEFAULT_LOGIN_ERROR).toLowerCase();
  if (['invalid credentials', 'fehlgeschlagen', 'ungültig'].some((part) => text.includes(part))) {
    return {
      title: 'Kleiner Hinweis zur Anmeldung',
      description:
        'Die E-Mail-Adresse oder das Passwort stimmt nicht. Bitte prüfen Sie Tippfehler sowie Groß- und Kleinschreibung. Passwort vergessen? Dann können Sie es hier zurücksetzen.',
      action: { label: 'Passwort vergessen', to: paths.forgotPassword.to() },
    };
  }
  if (text.includes('verify') || text.includes('verifizier')) {
    return {
      title: 'Fast geschafft!',
      description:
        'Ihre E-Mail-Adresse muss noch bestätigt werden. Bitte schauen Sie in Ihr Postfach (auch in den Spam-Ordner). Keine E-Mail erhalten? Fordern Sie einfach eine neue Bestätigung an.',
      action: { label: 'Neue Bestätigung anfordern', to: paths.resendVerification.to() },
    };
  }
  if (text.includes('locked') || text.includes('gesperrt')) {
    return {
      title: 'Kurze Pause nötig',
      description:
        'Ihr Zugang wurde aus Sicherheitsgründen vorübergehend pausiert. Bitte versuchen Sie es in ein paar Minuten erneut oder wenden Sie sich an unseren Support.',
      action: { label: 'Support kontaktieren', to: paths.unternehmenStarten.to() },
    };
  }
  return { title: 'Hinweis zur Anmeldung', description: 'Die Anmeldung hat gerade nicht geklappt. Bitte versuchen Sie es noch einmal.' };
}
