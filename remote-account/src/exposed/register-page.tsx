export { contractVersion } from '../contract';
export { RegisterPage as default } from '../features/register/register-page';
