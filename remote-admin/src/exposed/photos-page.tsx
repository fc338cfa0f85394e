import { exposePage } from '../contract';
import { PhotosPage } from '../features/photos/photos-page';

export { contractVersion } from '../contract';
export default exposePage(PhotosPage);
