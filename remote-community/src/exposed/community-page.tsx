import { exposePage } from '../remote-interface';
import { CommunityPage } from '../features/community/community-page';

export { interfaceVersion } from '../remote-interface';
export default exposePage(CommunityPage);
