// A CSV's bytes as text. Old spreadsheets write Windows-1252, Excel's "Unicode text" UTF-16 with a
// byte-order mark, everything newer UTF-8 with or without one (docs/product.md#importing-history).

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedText {
  text: string;
  encoding: TextEncoding;
}

function byBom(bytes: Uint8Array): { encoding: TextEncoding; skip: number } | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { encoding: 'utf-8', skip: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', skip: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', skip: 2 };
  return null;
}

/**
 * UTF-16 without a mark: text of Latin letters has a zero byte beside nearly every other one, on
 * the even side for big-endian, the odd for little-endian.
 */
function unmarkedUtf16(bytes: Uint8Array): TextEncoding | null {
  const sample = bytes.subarray(0, Math.min(bytes.length, 4000));
  let even = 0;
  let odd = 0;
  for (let index = 0; index < sample.length; index += 1)
    if (sample[index] === 0) {
      if (index % 2 === 0) even += 1;
      else odd += 1;
    }
  const half = sample.length / 2;
  if (odd > half * 0.4 && even < half * 0.05) return 'utf-16le';
  if (even > half * 0.4 && odd < half * 0.05) return 'utf-16be';
  return null;
}

/** The text, or null when the bytes are not text at all (a picture, a PDF, a program). */
export function decodeText(bytes: Uint8Array): DecodedText | null {
  const marked = byBom(bytes);
  const encoding =
    marked?.encoding ??
    unmarkedUtf16(bytes) ??
    (isUtf8(bytes) ? 'utf-8' : ('windows-1252' as TextEncoding));
  const text = new TextDecoder(encoding).decode(bytes.subarray(marked?.skip ?? 0));
  return looksLikeText(text) ? { text, encoding } : null;
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Control characters other than tab and line ends do not occur in a spreadsheet's text (a stray one or two may). */
function looksLikeText(text: string): boolean {
  const sample = text.slice(0, 8000);
  let control = 0;
  for (const char of sample) {
    const code = char.codePointAt(0)!;
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 0xfffd) control += 1;
  }
  return sample.length > 0 && control <= Math.max(2, sample.length * 0.01);
}
