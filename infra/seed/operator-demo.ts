import type { Queryable } from './seed-database';

/** The NRW region's contact and home page texts, so the regional manager's settings screen starts filled in. */
const NRW_SETTINGS = {
  slug: 'nordrhein-westfalen',
  contactName: 'Regionalbüro NRW',
  contactEmail: 'region@demo.example',
  contactPhone: '0221 123456-0',
  address: 'Hohenzollernring 12',
  zip: '50672',
  city: 'Köln',
  homeTitle: 'Praktika und Ausbildung in Nordrhein-Westfalen',
  homeIntro:
    'Von Aachen bis Bielefeld: Hier findest du Praktikumsplätze, Ausbildungsstellen und Ausbildungsmessen von Betrieben aus ganz NRW.',
};

/** Open applications the admin finds on the first visit of /admin-regions. */
export const DEMO_APPLICATIONS = [
  {
    id: '5d1f3c2a-8b7e-4f6d-9a0b-1c2d3e4f5a61',
    name: 'Katrin Hoffmann',
    email: 'katrin.hoffmann@demo.example',
    phone: '0511 2233445',
    regionSlug: 'niedersachsen',
    motivation:
      'Ich leite seit acht Jahren die Berufsorientierung an einer Oberschule in Hannover und kenne viele Ausbildungsbetriebe der Region persönlich.',
  },
  {
    id: '5d1f3c2a-8b7e-4f6d-9a0b-1c2d3e4f5a62',
    name: 'Murat Yilmaz',
    email: 'murat.yilmaz@demo.example',
    phone: null,
    regionSlug: 'hessen',
    motivation:
      'Als Ausbildungsberater der Handwerkskammer begleite ich jedes Jahr über hundert Betriebe. Ich möchte ihnen helfen, junge Leute zu erreichen.',
  },
  {
    id: '5d1f3c2a-8b7e-4f6d-9a0b-1c2d3e4f5a63',
    name: 'Lena Schubert',
    email: 'lena.schubert@demo.example',
    phone: '0351 9988776',
    regionSlug: 'sachsen',
    motivation:
      'Ich organisiere seit Jahren die Ausbildungsmesse in Dresden und möchte Betriebe in Sachsen dabei unterstützen, ihre Angebote sichtbar zu machen.',
  },
] as const;

export async function seedOperatorDemo(client: Queryable): Promise<void> {
  const s = NRW_SETTINGS;
  await client.query(
    `UPDATE regions SET contact_name = $2, contact_email = $3, contact_phone = $4, address = $5, zip = $6, city = $7,
       home_title = $8, home_intro = $9 WHERE slug = $1`,
    [s.slug, s.contactName, s.contactEmail, s.contactPhone, s.address, s.zip, s.city, s.homeTitle, s.homeIntro],
  );
  for (const application of DEMO_APPLICATIONS) {
    await client.query(
      `INSERT INTO regional_manager_applications (id, name, email, phone, region_id, motivation)
       SELECT $1, $2, $3, $4, r.id, $6 FROM regions r WHERE r.slug = $5 ON CONFLICT (id) DO NOTHING`,
      [application.id, application.name, application.email, application.phone, application.regionSlug, application.motivation],
    );
  }
}
