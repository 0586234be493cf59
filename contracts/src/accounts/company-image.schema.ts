import { z } from 'zod';

/** Logo and featured image: PNG, JPEG or WebP (recognised by their first bytes), at most 2 MB. */
export const COMPANY_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const COMPANY_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type CompanyImageType = (typeof COMPANY_IMAGE_TYPES)[number];
export const COMPANY_IMAGE_KINDS = ['logo', 'featured-image'] as const;
export type CompanyImageKind = (typeof COMPANY_IMAGE_KINDS)[number];

export const companyImageResponseSchema = z.object({
  kind: z.enum(COMPANY_IMAGE_KINDS),
  url: z.string(),
  logoUrl: z.string().nullable(),
  featuredImageUrl: z.string().nullable(),
});
export type CompanyImageResponse = z.infer<typeof companyImageResponseSchema>;

/** DELETE /api/company/logo or /api/company/featured-image: what the company shows afterwards. */
export const companyImageRemovalSchema = companyImageResponseSchema.omit({ url: true });
export type CompanyImageRemoval = z.infer<typeof companyImageRemovalSchema>;
