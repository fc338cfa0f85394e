import sharp from 'sharp';

/**
 * The most pixels an uploaded image may have (docs/security.md, T31). sharp's own default is 268 MP:
 * a 442 KB PNG of one colour at 144 MP cost 3.3 s of CPU to decode. 40 MP is more than any camera
 * phone and most full-frame cameras take; anything larger is refused before it is decoded.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Reads only the image's header and says why its size is refused, or null when it may be decoded.
 * `kind` names the thing in the sentence ("a photo", "an image"). A header sharp cannot read answers
 * null: the decode that follows refuses it with its own message.
 */
export async function pixelProblem(
  bytes: Buffer,
  fileName: string,
  kind: string,
): Promise<string | null> {
  const { width, height } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }));
  if (!width || !height || width * height <= MAX_INPUT_PIXELS) return null;
  const megapixels = Math.round((width * height) / 1_000_000);
  return (
    `“${fileName}” is ${width} × ${height} pixels (${megapixels} megapixels); ` +
    `${kind} can have at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`
  );
}
