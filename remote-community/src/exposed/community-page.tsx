export { contractVersion } from '../contract';
export { CommunityPage as default } from '../features/community/community-page';
