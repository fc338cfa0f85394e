import { once } from 'node:events';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';

// The export's ZIP archive, written as it is read (docs/product.md#your-data): yazl writes each
// file's bytes as they come, with its sizes and checksum after it, so no file waits for the whole
// archive, and ZIP64 takes over by itself past 4 GB or 65,535 files. Text is deflated; photographs,
// already compressed, are stored.

export interface ZipEntry {
  /** A path inside the archive, with forward slashes. */
  name: string;
  data: Buffer;
}

// The archive says nothing about when it was made: the same account makes the same bytes.
const ARCHIVE_DATE = new Date(1980, 0, 1);

const compressible = (name: string) => /\.(csv|json|txt|md)$/i.test(name);

/** A file goes in slices, so the streams' backpressure holds: a whole photo is one write otherwise. */
const SLICE_BYTES = 64 * 1024;

function* slices(data: Buffer): Generator<Buffer> {
  for (let start = 0; start < data.length; start += SLICE_BYTES)
    yield data.subarray(start, start + SLICE_BYTES);
}

/**
 * Writes the archive of `entries` into `sink`. The next entry is asked for only once the last one
 * has passed into the archive, so about one file is in hand at a time, whatever the account holds;
 * a slow sink holds the reading back. Rejects with the sink's error if it fails.
 */
export async function writeZip(entries: AsyncIterable<ZipEntry>, sink: Writable): Promise<void> {
  const zip = new ZipFile();
  const written = pipeline(zip.outputStream, sink);
  for await (const entry of entries) {
    const source = Readable.from(slices(entry.data));
    zip.addReadStream(source, entry.name, {
      compress: compressible(entry.name),
      mtime: ARCHIVE_DATE,
      forceDosTimestamp: true,
      size: entry.data.length,
    });
    // `written` settles first only when the sink failed: its rejection is the answer.
    await Promise.race([once(source, 'end'), written]);
  }
  zip.end();
  await written;
}
