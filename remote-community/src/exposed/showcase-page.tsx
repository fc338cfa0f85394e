import { exposePage } from '../remote-interface';
import { ShowcasePage } from '../pages/showcase-page';

export { interfaceVersion } from '../remote-interface';
export default exposePage(ShowcasePage);
