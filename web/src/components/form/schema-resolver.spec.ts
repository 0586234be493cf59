import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { newPasswordSchema, updateCompanySchema, zipSchema, z } from '@praxisnah/contracts';
import { loadMessageOverrides } from '@/lib/load-message-overrides';
import { AddressFields } from './address-fields';
import { schemaResolver } from './schema-resolver';

// The client's build-time environment is Vite's; here the overrides come from the mocked fetch below.
jest.mock('@/config/env', () => ({ env: { apiOrigin: '', isDevelopment: false } }));

/** The address part of the listing editor: the postcode is the contracts' zipSchema, as on the listing and the sign-up. */
const addressSchema = z.object({ address: z.string(), zip: zipSchema, city: z.string() });
type Address = z.infer<typeof addressSchema>;

/** Checks the editor's address part with a four-digit postcode and renders it as the screen shows it afterwards. */
async function renderAfterSubmit(): Promise<string> {
  const { errors } = await schemaResolver(addressSchema)({ address: 'Domstraße 1', zip: '5066', city: 'Köln' }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  function ListingAddress() {
    const form = useForm<Address>({ errors });
    return createElement(AddressFields<Address>, { form, names: { street: 'address', zip: 'zip', city: 'city' } });
  }
  return renderToStaticMarkup(createElement(ListingAddress));
}

async function loadOverrides(overrides: Record<string, string>) {
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ overrides }));
  await loadMessageOverrides();
}

describe('an operator rewording a validation message of a shared schema', () => {
  afterEach(async () => {
    await loadOverrides({});
    jest.restoreAllMocks();
  });

  it('shows the schema default under the field, and the override once an admin saved one', async () => {
    expect(await renderAfterSubmit()).toContain('Die Postleitzahl hat fünf Ziffern.');

    await loadOverrides({ 'validation.common.zipFormat': 'Bitte eine fünfstellige PLZ eingeben.' });

    const markup = await renderAfterSubmit();
    expect(markup).toContain('Bitte eine fünfstellige PLZ eingeben.');
    expect(markup).not.toContain('Die Postleitzahl hat fünf Ziffern.');
  });

  it('fills the placeholders of a message that carries a value, and keeps the default for a blank override', async () => {
    const resolve = schemaResolver(z.object({ password: newPasswordSchema }));
    const check = async () =>
      (await resolve({ password: 'a1' }, undefined, { fields: {}, shouldUseNativeValidation: false })).errors.password?.message;
    expect(await check()).toBe('Das Passwort braucht mindestens 10 Zeichen.');

    await loadOverrides({ 'validation.account.passwordTooShort': 'Mindestens {min} Zeichen, bitte.' });
    expect(await check()).toBe('Mindestens 10 Zeichen, bitte.');

    await loadOverrides({ 'validation.account.passwordTooShort': '  ' });
    expect(await check()).toBe('Das Passwort braucht mindestens 10 Zeichen.');
  });

  it('gives a check written without a message (.max(160), z.email()) a catalogue text, and shows its override', async () => {
    const resolve = schemaResolver(updateCompanySchema);
    const check = async () => {
      const { errors } = await resolve({ name: 'x'.repeat(161), contactEmail: 'keine-adresse' }, undefined, {
        fields: {},
        shouldUseNativeValidation: false,
      });
      return [errors.name?.message, errors.contactEmail?.message];
    };
    expect(await check()).toEqual(['Höchstens 160 Zeichen.', 'Bitte eine gültige E-Mail-Adresse angeben.']);

    await loadOverrides({ 'validation.common.maxChars': 'Bitte kürzer fassen: höchstens {max} Zeichen.' });
    expect(await check()).toEqual(['Bitte kürzer fassen: höchstens 160 Zeichen.', 'Bitte eine gültige E-Mail-Adresse angeben.']);
  });
});
