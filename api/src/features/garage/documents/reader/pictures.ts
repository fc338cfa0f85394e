import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../../../../security/image-pixels.js';
import { PREVIEW_EDGE, THUMB_EDGE } from './reader-budgets.js';

/** A document's first page as WebP: the list's thumbnail and the page's preview. */
export interface Pictures {
  thumb: Buffer;
  preview: Buffer;
}

export interface RawImage {
  data: Buffer;
  info: sharp.OutputInfo;
}

/**
 * Decodes an image once (a TIFF's first page), stood the right way up by its camera's orientation,
 * at most `edge` pixels along its long side. Refuses more pixels than any upload may have before
 * decoding them (docs/security.md, T31).
 */
export async function decodeUpTo(bytes: Buffer, edge: number): Promise<RawImage> {
  const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info };
}

const pixels = ({ data, info }: RawImage) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

/** Both pictures from one decoded image: no second decode of the file. */
export async function picturesOf(image: RawImage): Promise<Pictures> {
  const fit = (edge: number) =>
    ({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true }) as const;
  const [preview, thumb] = await Promise.all([
    pixels(image).resize(fit(PREVIEW_EDGE)).webp({ quality: 80 }).toBuffer(),
    pixels(image).resize(fit(THUMB_EDGE)).webp({ quality: 72 }).toBuffer(),
  ]);
  return { thumb, preview };
}

/** The grey PNG tesseract reads best, from the same decoded image. */
export const grayPng = (image: RawImage) => pixels(image).grayscale().png().toBuffer();
