/* Second public entry of the accounts area: what the company settings screen needs, without the sign-up screens. */
export { ChangePasswordForm } from './components/change-password-form';
export { PACKAGE_NAMES } from './hooks/packages';
