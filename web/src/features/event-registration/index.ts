export { RegistrationPage } from './components/registration-page';
export { CancelRegistrationView } from './components/cancel-registration-view';
export { classLevelLabel } from './hooks/class-level';
