import type { ProcessedPhoto } from './photo-processing.js';

/** What the photos of one upload will take, both sizes of each. */
export const storedSize = (photos: ProcessedPhoto[]) =>
  photos.reduce((sum, photo) => sum + photo.display.length + photo.thumb.length, 0);
