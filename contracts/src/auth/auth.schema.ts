import { z } from 'zod';
import { validationText } from '../messages/validation-text';

export const USER_ROLES = ['company', 'regional_manager', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** product.md section 5: the login form's two rules and their exact texts. */
export const loginSchema = z.object({
  email: z.email({ error: validationText('validation.account.emailInvalid') }),
  password: z
    .string({ error: validationText('validation.auth.passwordRequired') })
    .min(1, { error: validationText('validation.auth.passwordRequired') }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const sessionUserSchema = z.object({ id: z.string(), email: z.string(), role: z.enum(USER_ROLES) });
export const sessionCompanySchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export const loginResponseSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
  company: sessionCompanySchema.nullable(),
});
export const meResponseSchema = loginResponseSchema.omit({ token: true });
export type SessionUser = z.infer<typeof sessionUserSchema>;
export type SessionCompany = z.infer<typeof sessionCompanySchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type MeResponse = z.infer<typeof meResponseSchema>;
