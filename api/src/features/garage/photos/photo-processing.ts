import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError, unprocessable } from '../../../http/errors.js';
import { MAX_INPUT_PIXELS, pixelProblem } from '../../../security/image-pixels.js';
import { PHOTO_TYPES, PHOTO_WRONG_TYPE } from '@vg/contract/rules';

const ACCEPTED_TYPES = new Set(PHOTO_TYPES);
const DISPLAY_EDGE = 2048;
const THUMB_EDGE = 640;

export interface ProcessedPhoto {
  display: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/**
 * Checks what the bytes are (never the name or the declared type) and how many pixels they hold,
 * then re-encodes them as WebP in two sizes. Re-encoding drops every metadata block (EXIF, GPS
 * location, XMP) because sharp writes none unless asked, and it also defuses anything a crafted file
 * carried besides pixels.
 */
export async function processPhoto(bytes: Buffer, fileName: string): Promise<ProcessedPhoto> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED_TYPES.has(detected.mime)) {
    throw new HttpError(415, PHOTO_WRONG_TYPE, {
      file: `${PHOTO_WRONG_TYPE} “${fileName}” is not one.`,
    });
  }
  const tooBig = await pixelProblem(bytes, fileName, 'a photo');
  if (tooBig) throw unprocessable({ file: tooBig });
  try {
    return await encodeBothSizes(bytes);
  } catch {
    throw new HttpError(422, 'This image could not be read.', {
      file: `“${fileName}” is damaged or not a complete image.`,
    });
  }
}

/**
 * Decodes the upload once (docs/security.md, T31): straight to the display size, whose pixels then
 * make both files. Two pipelines on the upload's bytes would decode the whole image twice.
 */
async function encodeBothSizes(bytes: Buffer): Promise<ProcessedPhoto> {
  // rotate() applies the camera's orientation first, so the picture stands the right way up without it.
  const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: DISPLAY_EDGE, height: DISPLAY_EDGE, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const [display, thumb] = await Promise.all([
    pixels().webp({ quality: 82 }).toBuffer(),
    pixels()
      .resize({ width: THUMB_EDGE, height: THUMB_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 76 })
      .toBuffer(),
  ]);
  return { display, thumb, width: info.width, height: info.height };
}
