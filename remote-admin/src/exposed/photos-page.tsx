import { exposePage } from '../remote-interface';
import { PhotosPage } from '../features/photos/photos-page';

export { interfaceVersion, contractVersion } from '../remote-interface';
export default exposePage(PhotosPage);
