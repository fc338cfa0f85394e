import { exposePage } from '../remote-interface';
import { HandOverPage } from '../pages/hand-over/hand-over-page';

export { interfaceVersion } from '../remote-interface';
export default exposePage(HandOverPage);
