import { withHttpScheme } from '../../../lib/url';
import { companyFormSchema, toCompanyFormValues } from './company-form';

// The messages module reads Vite's build-time environment; the defaults need none of it.
jest.mock('@/config/env', () => ({ env: { apiOrigin: '', isDevelopment: false } }));

const company = {
  id: 'c1',
  name: 'Bäckerei Groß',
  slug: 'baeckerei-gross',
  description: null,
  sector: 'bau_handwerk',
  address: 'Venloer Straße 12',
  zip: '50823',
  city: 'Köln',
  latitude: 50.95,
  longitude: 6.92,
  logoUrl: null,
  featuredImageUrl: null,
  website: null,
  phone: null,
  contactEmail: 'info@baeckerei.example',
  verified: false,
  package: 'standard',
  contactName: 'Anna Beispiel',
};

describe('company profile form', () => {
  it('turns the inputs into the PATCH body: empty text is null, the website gets its scheme, the pin is sent', () => {
    const values = { ...toCompanyFormValues(company), website: 'www.baeckerei.example', phone: '  ' };
    const result = companyFormSchema.safeParse(values);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      name: 'Bäckerei Groß',
      description: null,
      website: 'https://www.baeckerei.example',
      phone: null,
      latitude: 50.95,
      longitude: 6.92,
    });
  });

  it('leaves the position out when there is none, so the server geocodes the address', () => {
    const result = companyFormSchema.safeParse({ ...toCompanyFormValues(company), latitude: null, longitude: null });
    expect(result.success).toBe(true);
    expect(result.data).not.toHaveProperty('latitude');
  });

  it('refuses a pin outside Germany and a broken postcode with German messages', () => {
    const outside = companyFormSchema.safeParse({ ...toCompanyFormValues(company), latitude: 40.4, longitude: -3.7 });
    expect(outside.error?.issues[0]?.message).toContain('Deutschland');
    const zip = companyFormSchema.safeParse({ ...toCompanyFormValues(company), zip: '5082' });
    expect(zip.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['zip', 'Die Postleitzahl hat fünf Ziffern.'],
    ]);
  });

  it('keeps a full address and drops an empty one', () => {
    expect(withHttpScheme('http://firma.de')).toBe('http://firma.de');
    expect(withHttpScheme(' ')).toBeNull();
  });
});
