import { exposePage } from '../remote-interface';
import { ShowcasePage } from '../features/showcase/showcase-page';

export { interfaceVersion } from '../remote-interface';
export default exposePage(ShowcasePage);
