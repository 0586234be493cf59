import { z } from 'zod';
import { text } from '../common/text';
import { SECTOR_KEYS } from '../catalog/sectors';
import { zipSchema } from '../listings/listing.schema';
import { accountEmailSchema, newPasswordSchema, PASSWORD_EQUALS_EMAIL, passwordResemblesEmail } from './password.schema';

/** The packages offered on /pricing; the choice travels to /quick-register. */
export const COMPANY_PACKAGES = ['starter', 'standard', 'premium'] as const;
export type CompanyPackage = (typeof COMPANY_PACKAGES)[number];

/** /quick-register: company, contact, e-mail, password, address, sector, package and the accepted terms. */
export const registerCompanySchema = z
  .object({
    companyName: text({ error: 'Bitte geben Sie den Firmennamen ein.' })
      .trim()
      .min(2, { error: 'Der Firmenname braucht mindestens 2 Zeichen.' })
      .max(160, { error: 'Der Firmenname darf höchstens 160 Zeichen haben.' }),
    contactName: text({ error: 'Bitte geben Sie eine Ansprechperson an.' })
      .trim()
      .min(2, { error: 'Bitte geben Sie eine Ansprechperson an.' })
      .max(120, { error: 'Der Name darf höchstens 120 Zeichen haben.' }),
    email: accountEmailSchema,
    password: newPasswordSchema,
    street: text({ error: 'Bitte geben Sie Straße und Hausnummer ein.' })
      .trim()
      .min(3, { error: 'Bitte geben Sie Straße und Hausnummer ein.' })
      .max(200, { error: 'Die Straße darf höchstens 200 Zeichen haben.' }),
    zip: text({ error: 'Bitte geben Sie die Postleitzahl ein.' }).trim().pipe(zipSchema),
    city: text({ error: 'Bitte geben Sie den Ort ein.' })
      .trim()
      .min(2, { error: 'Bitte geben Sie den Ort ein.' })
      .max(100, { error: 'Der Ort darf höchstens 100 Zeichen haben.' }),
    sector: z.enum(SECTOR_KEYS, { error: 'Bitte wählen Sie eine Branche.' }),
    package: z.enum(COMPANY_PACKAGES, { error: 'Bitte wählen Sie ein Paket: starter, standard oder premium.' }),
    acceptTerms: z.literal(true, { error: 'Bitte akzeptieren Sie die AGB und die Datenschutzerklärung.' }),
  })
  .superRefine((input, ctx) => {
    if (passwordResemblesEmail(input.password, input.email))
      ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_EQUALS_EMAIL });
  });
export type RegisterCompanyInput = z.infer<typeof registerCompanySchema>;

/** Account calls that only confirm: one German sentence for the person, never whether an address exists. */
export const accountMessageResponseSchema = z.object({ message: z.string() });
export type AccountMessageResponse = z.infer<typeof accountMessageResponseSchema>;
