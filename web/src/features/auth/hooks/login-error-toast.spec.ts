import { DEFAULT_LOGIN_ERROR, loginErrorToast } from './login-error-toast';

describe('loginErrorToast (product.md section 8)', () => {
  it.each([
    ['Invalid credentials', 'Kleiner Hinweis zur Anmeldung'],
    ['Anmeldung fehlgeschlagen: E-Mail-Adresse oder Passwort ungültig.', 'Kleiner Hinweis zur Anmeldung'],
    ['UNGÜLTIG', 'Kleiner Hinweis zur Anmeldung'],
    ['Please verify your email', 'Fast geschafft!'],
    ['E-Mail noch nicht verifiziert', 'Fast geschafft!'],
    ['Account locked', 'Kurze Pause nötig'],
    ['Zugang vorübergehend gesperrt', 'Kurze Pause nötig'],
    ['Server müde', 'Hinweis zur Anmeldung'],
  ])('%s → %s', (message, title) => {
    expect(loginErrorToast(message).title).toBe(title);
  });

  it('uses "Anmeldung fehlgeschlagen" when there is no message, which reads as a credentials hint', () => {
    expect(DEFAULT_LOGIN_ERROR).toBe('Anmeldung fehlgeschlagen');
    expect(loginErrorToast('').title).toBe('Kleiner Hinweis zur Anmeldung');
    expect(loginErrorToast(null).variant).toBeUndefined();
  });
});
