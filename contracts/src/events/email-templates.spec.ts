import { DEFAULT_EMAIL_TEMPLATES, emailTemplateSchema, renderEmailTemplate } from './email-templates';

describe('email templates', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(
      renderEmailTemplate('Hallo {{name}}, Platz {{ wartelistenplatz }} bei {{veranstaltung}} {{foo}}', {
        name: 'Lena',
        wartelistenplatz: '2',
      }),
    ).toBe('Hallo Lena, Platz 2 bei  {{foo}}');
  });

  it('refuses an unknown placeholder with the list of allowed ones, in German', () => {
    const result = emailTemplateSchema.safeParse({ subject: 'Hallo {{vorname}}', body: 'Ein Text mit genug Zeichen.' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('Unbekannter Platzhalter {{vorname}}. Erlaubt: {{name}}');
  });

  it('accepts every default template', () => {
    for (const template of Object.values(DEFAULT_EMAIL_TEMPLATES)) expect(emailTemplateSchema.safeParse(template).success).toBe(true);
  });
});
