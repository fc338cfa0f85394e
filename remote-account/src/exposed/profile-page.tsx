export { contractVersion } from '../contract';
export { ProfilePage as default } from '../features/profile/profile-page';
