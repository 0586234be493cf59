import { newPasswordSchema } from '@praxisnah/contracts';
import { passwordRules, passwordStrength } from './password-strength';

describe('password rules shown while typing', () => {
  it.each(['kurz1', 'nurbuchstabenlang', '12345678901', 'Sommer2025!x', 'Ärztekammer7'])(
    'all rules met exactly when the shared schema accepts "%s"',
    (password) => {
      const allMet = passwordRules(password).every((rule) => rule.met);
      expect(allMet).toBe(newPasswordSchema.safeParse(password).success);
    },
  );

  it('flags a password that is the e-mail address or its local part', () => {
    const emailRule = (password: string) => passwordRules(password, 'anna.beispiel1@firma.de').find((rule) => rule.key === 'email');
    expect(emailRule('anna.beispiel1')?.met).toBe(false);
    expect(emailRule('ANNA.BEISPIEL1@firma.de')?.met).toBe(false);
    expect(emailRule('ganz-anders-42')?.met).toBe(true);
    expect(passwordRules('x').some((rule) => rule.key === 'email')).toBe(false);
  });

  it('rates strength: weak until the rules hold, then by length and variety', () => {
    expect(passwordStrength('')).toBe('leer');
    expect(passwordStrength('abc')).toBe('schwach');
    expect(passwordStrength('sommer2025')).toBe('mittel');
    expect(passwordStrength('Sommer-Regen-2025!')).toBe('stark');
  });
});
