/* Company sign-up, e-mail verification and password recovery; the screens live in app/routes/accounts.tsx. */
export { QuickRegisterForm } from './components/quick-register-form';
export { parsePackage, PACKAGE_NAMES } from './hooks/packages';
export { VerifyEmailView } from './components/verify-email-view';
export { EmailRequestForm } from './components/email-request-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { EmailSetupHelp } from './components/email-setup-help';
export { useResendVerification } from './api/resend-verification';
export { useRequestPasswordReset } from './api/request-password-reset';
