import { z } from 'zod';
import { text } from '../common/text';
import { SECTOR_KEYS } from '../catalog/sectors';
import { zipSchema } from '../listings/listing.schema';
import { accountEmailSchema, newPasswordSchema, PASSWORD_EQUALS_EMAIL, passwordResemblesEmail } from './password.schema';
import { validationText } from '../messages/validation-text';

/** The packages offered on /pricing; the choice travels to /quick-register. */
export const COMPANY_PACKAGES = ['starter', 'standard', 'premium'] as const;
export type CompanyPackage = (typeof COMPANY_PACKAGES)[number];

/** /quick-register: company, contact, e-mail, password, address, sector, package and the accepted terms. */
export const registerCompanySchema = z
  .object({
    companyName: text({ error: validationText('validation.account.companyNameRequired') })
      .trim()
      .min(2, { error: validationText('validation.account.companyNameTooShort') })
      .max(160, { error: validationText('validation.account.companyNameTooLong') }),
    contactName: text({ error: validationText('validation.account.contactNameRequired') })
      .trim()
      .min(2, { error: validationText('validation.account.contactNameRequired') })
      .max(120, { error: validationText('validation.account.contactNameTooLong') }),
    email: accountEmailSchema,
    password: newPasswordSchema,
    street: text({ error: validationText('validation.account.streetRequired') })
      .trim()
      .min(3, { error: validationText('validation.account.streetRequired') })
      .max(200, { error: validationText('validation.account.streetTooLong') }),
    zip: text({ error: validationText('validation.account.zipRequired') })
      .trim()
      .pipe(zipSchema),
    city: text({ error: validationText('validation.account.cityRequired') })
      .trim()
      .min(2, { error: validationText('validation.account.cityRequired') })
      .max(100, { error: validationText('validation.account.cityTooLong') }),
    sector: z.enum(SECTOR_KEYS, { error: validationText('validation.account.sectorRequired') }),
    package: z.enum(COMPANY_PACKAGES, { error: validationText('validation.account.packageRequired') }),
    acceptTerms: z.literal(true, { error: validationText('validation.account.acceptTermsRequired') }),
  })
  .superRefine((input, ctx) => {
    if (passwordResemblesEmail(input.password, input.email))
      ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_EQUALS_EMAIL });
  });
export type RegisterCompanyInput = z.infer<typeof registerCompanySchema>;

/** Account calls that only confirm: one German sentence for the person, never whether an address exists. */
export const accountMessageResponseSchema = z.object({ message: z.string() });
export type AccountMessageResponse = z.infer<typeof accountMessageResponseSchema>;
