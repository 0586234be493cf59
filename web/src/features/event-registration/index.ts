export { RegistrationPage } from './components/registration-page';
export { CancelRegistrationView } from './components/cancel-registration-view';
