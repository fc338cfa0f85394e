export { contractVersion } from '../contract';
export { UserPage as default } from '../features/user-profile/user-page';
