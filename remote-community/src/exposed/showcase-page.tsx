import { exposePage } from '../contract';
import { ShowcasePage } from '../features/showcase/showcase-page';

export { contractVersion } from '../contract';
export default exposePage(ShowcasePage);
