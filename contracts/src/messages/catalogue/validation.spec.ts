// zod's configuration as the barrel (contracts/src/index.ts) sets it for the API and the client.
import '../../common/german-errors';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { registerCompanySchema } from '../../accounts/register.schema';
import { createListingSchema } from '../../listings/listing.schema';
import { talkSlotSeriesSchema } from '../../events/talk.schema';
import { saveMessageOverrideSchema } from '../message-overrides.schema';
import { updateCompanySchema } from '../../companies/company.schema';
import { operatorListQuerySchema } from '../../operators/operators.schema';
import { fillMessage, placeholdersOf } from '../fill-message';
import { validationKeyOf } from '../validation-key-of';
import { VALIDATION_MESSAGES, type ValidationKey } from './validation';

const CONTRACTS_SRC = join(__dirname, '..', '..');

/** Every module of contracts a schema can live in: not specs, not the catalogue, not the server's English env check. */
function schemaModules(dir = CONTRACTS_SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'catalogue' ? [] : schemaModules(path);
    return path.endsWith('.ts') && !path.endsWith('.spec.ts') && !path.endsWith('env.schema.ts') ? [path] : [];
  });
}

const entries = Object.entries(VALIDATION_MESSAGES) as [ValidationKey, string][];
/** A value for each placeholder that no default text contains, so a filled template cannot read as another text. */
const sampleValues = (text: string) => Object.fromEntries(placeholdersOf(text).map((name, index) => [name, `Wert${index}7`]));

describe('the validation section of the message catalogue', () => {
  it('leaves no message inline in a schema: each one is a catalogue text an admin can reword', () => {
    const inline = /\b(error|message):\s*['"`]|\.(min|max|length|regex|refine|email|url|int|positive|nonnegative)\([^)]*,\s*['"`]/;
    const strays = schemaModules().flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) => (inline.test(line) ? [`${relative(CONTRACTS_SRC, path)}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(strays).toEqual([]);
  });

  it('gives each message its own text, so a message a schema produced leads back to exactly one key', () => {
    const texts = entries.map(([, text]) => text);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
    const wrong = entries.filter(([key, text]) => validationKeyOf(fillMessage(text, sampleValues(text)))?.key !== key).map(([key]) => key);
    expect(wrong).toEqual([]);
  });

  it('reads back the values a schema filled in, so an override shows them too', () => {
    expect(validationKeyOf('Der Text darf höchstens 2000 Zeichen haben.')).toEqual({
      key: 'validation.message.textTooLong',
      values: { max: '2000' },
    });
    expect(validationKeyOf('Die Straße darf höchstens 200 Zeichen haben.')).toEqual({
      key: 'validation.account.streetTooLong',
      values: {},
    });
    expect(validationKeyOf('Zu groß: erwartet, dass string <=160 Zeichen hat')).toBeUndefined();
  });

  it('names keys validation.<area>.<name> and writes placeholders as {name}', () => {
    expect(entries.map(([key]) => key).filter((key) => !/^validation\.[a-z]+\.[a-zA-Z0-9]+$/.test(key))).toEqual([]);
    // Braces left after removing the placeholders must be the literal {{…}} of the e-mail templates, nothing else.
    const broken = entries.filter(([, text]) => /[{}]/.test(text.replace(/\{[a-zA-Z]+\}/g, '').replace(/\{\{|\}\}/g, '')));
    expect(broken).toEqual([]);
  });

  it('is what the schemas answer, word for word, so the API says what it said before', () => {
    const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
      (result.error?.issues ?? []).map((issue) => issue.message);
    expect(issues(createListingSchema.safeParse({ title: 'ab', description: 'kurz', sector: 'x', zip: '123', status: 'aktiv' }))).toEqual([
      'Der Titel braucht mindestens 3 Zeichen.',
      'Die Beschreibung braucht mindestens 20 Zeichen.',
      'Unbekannte Branche.',
      'Die Postleitzahl hat fünf Ziffern.',
    ]);
    expect(issues(registerCompanySchema.safeParse({}))).toContain('Bitte geben Sie den Firmennamen ein.');
    expect(issues(talkSlotSeriesSchema.safeParse({ from: '10:05', to: '12:00' }))).toEqual([
      'Bitte eine Anfangszeit im Format HH:MM auf volle zehn Minuten angeben (z. B. 10:30).',
    ]);
    expect(issues(saveMessageOverrideSchema.safeParse({ text: 'x'.repeat(2001) }))).toEqual([
      'Der Text darf höchstens 2000 Zeichen haben.',
    ]);
    // Every field of the sign-up names its own message, so an empty form shows catalogue texts only.
    const signUp = issues(registerCompanySchema.safeParse({}));
    expect(signUp).toHaveLength(10);
    expect(signUp.filter((message) => !validationKeyOf(message))).toEqual([]);
  });

  it("gives a check written without a message a catalogue text too, not zod's own wording", () => {
    const messages = (result: { error?: { issues: { message: string }[] } }) => (result.error?.issues ?? []).map((issue) => issue.message);
    const company = messages(
      updateCompanySchema.safeParse({
        name: 'x'.repeat(161),
        latitude: 10,
        longitude: 20,
        contactEmail: 'keine-adresse',
        website: 'kein link',
      }),
    );
    expect(company).toEqual([
      'Höchstens 160 Zeichen.',
      'Der Wert muss mindestens 47 sein.',
      'Der Wert darf höchstens 15.1 sein.',
      'Bitte eine gültige Web-Adresse angeben.',
      'Bitte eine gültige E-Mail-Adresse angeben.',
    ]);
    expect(messages(createListingSchema.safeParse({ skills: [''], minDurationWeeks: 1.5 }))).toEqual(
      expect.arrayContaining(['Bitte ausfüllen.', 'Bitte eine ganze Zahl angeben.']),
    );
    expect(messages(operatorListQuerySchema.safeParse({ page: '0' }))).toEqual(['Der Wert muss mindestens 1 sein.']);
    const tooManySkills = createListingSchema
      .safeParse({ skills: Array(21).fill('a') })
      .error?.issues.find((issue) => issue.path[0] === 'skills');
    expect(tooManySkills?.message).toBe('Höchstens 20 Einträge.');
    expect([...company, tooManySkills?.message ?? ''].filter((message) => !validationKeyOf(message))).toEqual([]);
  });
});
