import { z } from 'zod';
import { accountEmailSchema, newPasswordSchema, PASSWORD_MAX_LENGTH } from './password.schema';
import { validationText } from '../messages/validation-text';

/** A token from a mailed link: 32 random bytes, base64url. Anything else cannot be one of ours. */
const linkTokenSchema = z
  .string({ error: validationText('validation.account.linkIncomplete') })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: validationText('validation.account.linkIncomplete') });

export const verifyEmailSchema = z.object({ token: linkTokenSchema });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

export const resendVerificationSchema = z.object({ email: accountEmailSchema });
export type ResendVerificationInput = z.infer<typeof resendVerificationSchema>;

export const forgotPasswordSchema = z.object({ email: accountEmailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({ token: linkTokenSchema, password: newPasswordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: validationText('validation.account.currentPasswordRequired') })
      .min(1, { error: validationText('validation.account.currentPasswordRequired') })
      .max(PASSWORD_MAX_LENGTH),
    newPassword: newPasswordSchema,
  })
  .superRefine((input, ctx) => {
    if (input.currentPassword === input.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: validationText('validation.account.newPasswordSame') });
    }
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
