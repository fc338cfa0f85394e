export { contractVersion } from '../contract';
export { PhotosPage as default } from '../features/photos/photos-page';
