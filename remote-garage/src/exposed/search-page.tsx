import { exposePage } from '../remote-interface';
import { SearchPage } from '../pages/search/search-page';

export { interfaceVersion } from '../remote-interface';
export default exposePage(SearchPage);
