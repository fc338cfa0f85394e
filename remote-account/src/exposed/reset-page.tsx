export { contractVersion } from '../contract';
export { ResetPage as default } from '../features/reset/reset-page';
