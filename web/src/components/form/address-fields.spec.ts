import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { loadMessageOverrides } from '@/lib/load-message-overrides';
import { AddressFields } from './address-fields';

// The client's build-time environment is Vite's; here the overrides come from the mocked fetch below.
jest.mock('@/config/env', () => ({ env: { apiOrigin: '', isDevelopment: false } }));

interface Address {
  address: string;
  zip: string;
  city: string;
}

/** The address part of the listing editor, as the screen renders it. */
function ListingAddress() {
  const form = useForm<Address>({ defaultValues: { address: '', zip: '', city: '' } });
  return createElement(AddressFields<Address>, { form, names: { street: 'address', zip: 'zip', city: 'city' } });
}

const labels = () => [...renderToStaticMarkup(createElement(ListingAddress)).matchAll(/<label[^>]*>([^<]*)/g)].map((match) => match[1]);

describe('an operator rewording an editor label', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the override from /api/messages on the editor, and the defaults where it is missing or blank', async () => {
    expect(labels()).toEqual(['Straße und Hausnummer', 'PLZ', 'Ort']);
    const fetched = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ overrides: { 'editor.address.street': 'Anschrift des Einsatzorts', 'editor.address.zip': ' ' } }));

    await loadMessageOverrides();

    expect(fetched).toHaveBeenCalledWith('/api/messages', expect.anything());
    expect(labels()).toEqual(['Anschrift des Einsatzorts', 'PLZ', 'Ort']);
  });
});
