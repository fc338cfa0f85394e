import { exposePage } from '../contract';
import { CommunityPage } from '../features/community/community-page';

export { contractVersion } from '../contract';
export default exposePage(CommunityPage);
