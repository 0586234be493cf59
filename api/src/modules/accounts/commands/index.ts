import { ChangePasswordHandler } from './change-password.command';
import { RegisterCompanyHandler } from './register-company.command';
import { RequestPasswordResetHandler } from './request-password-reset.command';
import { ResendVerificationHandler } from './resend-verification.command';
import { ResetPasswordHandler } from './reset-password.command';
import { VerifyEmailHandler } from './verify-email.command';

export const ACCOUNT_COMMAND_HANDLERS = [
  RegisterCompanyHandler,
  VerifyEmailHandler,
  ResendVerificationHandler,
  RequestPasswordResetHandler,
  ResetPasswordHandler,
  ChangePasswordHandler,
];
