export { contractVersion } from '../contract';
export { VerifyEmailPage as default } from '../features/verify-email/verify-email-page';
