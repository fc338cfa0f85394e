export { contractVersion } from '../contract';
export { ModificationsPage as default } from '../features/modifications/modifications-page';
