import { exposePage } from '../remote-interface';
import { PhotosPage } from '../features/photos/photos-page';

export { interfaceVersion } from '../remote-interface';
export default exposePage(PhotosPage);
