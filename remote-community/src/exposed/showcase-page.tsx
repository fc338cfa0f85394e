import { exposePage } from '../contract';
import { ShowcasePage } from '../pages/showcase-page';

export { contractVersion } from '../contract';
export default exposePage(ShowcasePage);
