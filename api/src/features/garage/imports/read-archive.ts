import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ARCHIVE_WRONG_TYPE } from '@vg/contract/rules';
import { HttpError, unprocessable } from '../../../http/errors.js';

// The entries of an archive Export everything made (docs/product.md#your-data), read from a file
// on disk a file at a time: only the JSON is read whole up front, a photo or a paper when its turn
// comes. What an entry may hold is bounded before a byte is inflated (a ZIP bomb stops at its
// declared sizes, which yauzl holds each entry to).

const MAX_ENTRIES = 50_000;
const MAX_ENTRY_BYTES = 30 * 1024 * 1024;
const MAX_JSON_BYTES = 50 * 1024 * 1024;

export interface Archive {
  /** Every entry's name. */
  names: string[];
  json: (name: string) => Promise<unknown>;
  bytes: (name: string) => Promise<Buffer | null>;
  close: () => void;
}

const wrongType = (fileName: string) =>
  new HttpError(415, ARCHIVE_WRONG_TYPE, {
    file: `${ARCHIVE_WRONG_TYPE} “${fileName}” is not one.`,
  });

function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, zip) =>
      error || !zip ? reject(error ?? new Error('no archive')) : resolve(zip),
    ),
  );
}

function listEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>();
    zip.on('entry', (entry: Entry) => {
      if (entries.size >= MAX_ENTRIES) {
        reject(new Error('too many entries'));
        return;
      }
      if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

function readEntry(zip: ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) {
        reject(error ?? new Error('unreadable entry'));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      stream.on('error', reject);
    }),
  );
}

export async function openArchive(path: string, fileName: string): Promise<Archive> {
  let zip: ZipFile;
  let entries: Map<string, Entry>;
  try {
    zip = await openZip(path);
    entries = await listEntries(zip);
  } catch {
    throw wrongType(fileName);
  }
  const damaged = (name: string) =>
    unprocessable({ file: `“${fileName}” is damaged: its ${name} cannot be read.` });
  const read = async (name: string, limit: number) => {
    const entry = entries.get(name);
    if (!entry) return null;
    if (entry.uncompressedSize > limit)
      throw unprocessable({
        file: `“${fileName}”: ${name} is larger than a Vintage Garage archive holds.`,
      });
    try {
      return await readEntry(zip, entry);
    } catch {
      throw damaged(name);
    }
  };
  return {
    names: [...entries.keys()],
    json: async (name) => {
      const bytes = await read(name, MAX_JSON_BYTES);
      if (!bytes) return null;
      try {
        return JSON.parse(bytes.toString('utf8')) as unknown;
      } catch {
        throw damaged(name);
      }
    },
    bytes: (name) => read(name, MAX_ENTRY_BYTES),
    close: () => zip.close(),
  };
}
