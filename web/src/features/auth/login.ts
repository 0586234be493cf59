/* Second public entry of the auth area: the login screen, kept apart so its form code loads only with that route. */
export { LoginForm } from './components/login-form';
