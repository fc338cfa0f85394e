export { contractVersion } from '../contract';
export { ConfirmEmailPage as default } from '../features/confirm-email/confirm-email-page';
