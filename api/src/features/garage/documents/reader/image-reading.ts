import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cleanText } from './document-text.js';
import { recognise } from './ocr.js';
import { decodeUpTo, grayPng, picturesOf, type RawImage } from './pictures.js';
import { unlessMissing, type ReaderContext, type Reading } from './reader-context.js';
import { HEIF_BUDGET, OCR_MAX_EDGE } from './reader-budgets.js';
import { IMAGE_TOO_LARGE, IMAGE_UNREADABLE, UnreadableDocument } from './reader-errors.js';
import { runTool, ToolFailedError } from './tool-run.js';

const HEIF_TYPES = new Set(['image/heic', 'image/heif']);

/**
 * A photo or scan of a paper (JPEG, PNG, WebP, TIFF, HEIC): decoded once by sharp, at most
 * OCR_MAX_EDGE along its long side, which makes both pictures and the grey page tesseract reads.
 */
export async function readImage(
  bytes: Buffer,
  mediaType: string,
  ctx: ReaderContext,
): Promise<Reading> {
  const decodable = HEIF_TYPES.has(mediaType) ? await heifAsPng(bytes, ctx) : bytes;
  const image = await decodeUpTo(decodable ?? bytes, OCR_MAX_EDGE).catch((error: unknown) => {
    // Without heif-convert only sharp is left, whose prebuilt libheif decodes AVIF but not HEVC.
    if (!decodable) return null;
    throw new UnreadableDocument(
      /pixel limit/i.test(String(error)) ? IMAGE_TOO_LARGE : IMAGE_UNREADABLE,
    );
  });
  if (!image) return { pictures: null, text: null, textSource: null };
  const pictures = await picturesOf(image);
  const text = ctx.languages ? await ocrImage(image, ctx) : null;
  return { pictures, text, textSource: text ? 'ocr' : null };
}

/**
 * An iPhone's HEIC is HEVC inside, which sharp's prebuilt binaries cannot decode: libheif's
 * heif-convert turns it into a PNG first. Null when heif-convert is not installed.
 */
async function heifAsPng(bytes: Buffer, ctx: ReaderContext): Promise<Buffer | null> {
  const input = join(ctx.dir, 'photo.heic');
  await writeFile(input, bytes);
  const converted = await unlessMissing(ctx, async () => {
    await runTool('heif-convert', [input, join(ctx.dir, 'photo.png')], HEIF_BUDGET);
    // A file of several images gives photo-1.png, photo-2.png…: the first is the paper's front.
    const [first] = (await readdir(ctx.dir)).filter((name) => /^photo.*\.png$/.test(name)).sort();
    if (!first) throw new UnreadableDocument(IMAGE_UNREADABLE);
    return readFile(join(ctx.dir, first));
  }).catch((error: unknown) => {
    if (error instanceof ToolFailedError) throw new UnreadableDocument(IMAGE_UNREADABLE);
    throw error;
  });
  return converted;
}

/** tesseract on the grey page; a picture it cannot read in time has no text, and the reading goes on. */
async function ocrImage(image: RawImage, ctx: ReaderContext): Promise<string | null> {
  const png = join(ctx.dir, 'ocr.png');
  await writeFile(png, await grayPng(image));
  const text = await unlessMissing(ctx, () => recognise(png, ctx.languages!)).catch(
    (error: unknown) => {
      if (error instanceof ToolFailedError) return null;
      throw error;
    },
  );
  return cleanText(text);
}
