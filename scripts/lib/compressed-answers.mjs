// The API's answers compressed on their way out of the host, as the image's nginx does (`gzip on`,
// deploy/nginx/nginx.conf). The API sends identity bytes: without this, the native host sent a
// public car's page (13 KB) and a member's dashboard as they came, and on a phone's line a page past
// the first round trip's 14 KB waits for a second one (docs/figures.md).
import zlib from 'node:zlib';

/** Whether an Accept-Encoding header takes `encoding` (listed, or `*`, and not at q=0). */
export function acceptsEncoding(header, encoding) {
  let star = false;
  for (const part of String(header ?? '').split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const wanted = q === undefined || Number(q.slice(2)) > 0;
    if (token === encoding) return wanted;
    if (token === '*') star = wanted;
  }
  return star;
}

// nginx's text/html plus the image's gzip_types; a live stream (text/event-stream) is never held
// back for a compressor, and photos and archives are compressed already.
const COMPRESSIBLE =
  /^\s*(?:text\/(?:html|css|javascript|plain|xml)|application\/(?:json|javascript|xml)|image\/svg\+xml)\s*(?:;|$)/i;
// As gzip_min_length: below it, the gzip frame costs about what it saves.
const MIN_LENGTH = 1024;
// nginx compresses these answers and sends the others (redirects, 304s, errors) as they are.
const STATUSES = new Set([200, 403, 404]);
// Pages of 10 to 50 KB take a fraction of a millisecond at this level; a kept answer is
// compressed once, not per reader.
const LEVEL = 6;
// An API answer is a page or a JSON document of a few KB; an export or a dossier is streamed.
const WHOLE_UP_TO = 256 * 1024;

/**
 * Whether an answer with these headers would be compressed for a reader who takes gzip: its type,
 * its length, its status, and nothing saying it is compressed already or must not be changed.
 */
export function compressible(status, headers) {
  const length = headers['content-length'];
  return (
    STATUSES.has(status) &&
    COMPRESSIBLE.test(String(headers['content-type'] ?? '')) &&
    !headers['content-encoding'] &&
    !/\bno-transform\b/i.test(String(headers['cache-control'] ?? '')) &&
    (length === undefined || Number(length) >= MIN_LENGTH)
  );
}

/** A Vary value that names Accept-Encoding (gzip_vary): `vary` with it added where it was not. */
export function varyingOnEncoding(vary) {
  if (vary && /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(String(vary))) return vary;
  return vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
}

/** The answer's headers, saying they vary with Accept-Encoding. */
export const varyOnEncoding = (headers) => ({ ...headers, vary: varyingOnEncoding(headers.vary) });

/**
 * The headers of the gzip copy: no length (it is another length), the encoding, and a weak ETag,
 * as nginx makes it (the bytes differ, the resource does not).
 */
export function gzipHeaders(headers) {
  const { 'content-length': _length, ...rest } = headers;
  const etag = rest.etag && !String(rest.etag).startsWith('W/') ? `W/${rest.etag}` : rest.etag;
  return { ...rest, 'content-encoding': 'gzip', ...(etag ? { etag } : {}) };
}

/** Whether this request's reader gets the gzip copy of a compressible answer. */
export const wantsGzip = (req) =>
  req.method !== 'HEAD' && acceptsEncoding(req.headers['accept-encoding'], 'gzip');

/**
 * Whether an answer is read whole and compressed in one call rather than through a stream: one
 * whose length is known and small. A zlib stream costs about four times the CPU of one call for
 * an answer of a few KB (measured: 160 µs against 38 for 7 KB), paid on every member's page and
 * community feed that passes; and the reader is told the length.
 */
export const compressedWhole = (headers) => Number(headers['content-length']) <= WHOLE_UP_TO;

export const gzipStream = () => zlib.createGzip({ level: LEVEL });
export const gzipBytes = (body) => zlib.gzipSync(body, { level: LEVEL });
