import { crc32, deflateRawSync } from 'node:zlib';

// A ZIP archive (APPNOTE 6.3) written in memory, with nothing beyond Node: text is deflated,
// photographs (already compressed) are stored. One member's archive is bounded by their garage,
// which the upload limits bound; ZIP64 is not needed below 4 GB and 65,535 files.

export interface ZipEntry {
  /** A path inside the archive, with forward slashes. */
  name: string;
  data: Buffer;
}

const DOS_EPOCH_DATE = (1 << 5) | 1; // 1980-01-01: the archive says nothing about when it was made

function header(fields: Array<[number, 2 | 4]>): Buffer {
  const buffer = Buffer.alloc(fields.reduce((size, [, bytes]) => size + bytes, 0));
  let offset = 0;
  for (const [value, bytes] of fields) {
    if (bytes === 2) buffer.writeUInt16LE(value, offset);
    else buffer.writeUInt32LE(value >>> 0, offset);
    offset += bytes;
  }
  return buffer;
}

const compressible = (name: string) => /\.(csv|json|txt|md)$/i.test(name);

/** The whole archive. Names are UTF-8 (general purpose flag bit 11). */
export function zipArchive(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const deflate = compressible(entry.name);
    const body = deflate ? deflateRawSync(entry.data) : entry.data;
    const method = deflate ? 8 : 0;
    const checksum = crc32(entry.data);
    const common: Array<[number, 2 | 4]> = [
      [20, 2], // version needed
      [0x0800, 2], // UTF-8 names
      [method, 2],
      [0, 2], // time
      [DOS_EPOCH_DATE, 2],
      [checksum, 4],
      [body.length, 4],
      [entry.data.length, 4],
      [name.length, 2],
      [0, 2], // extra field length
    ];
    const local = Buffer.concat([header([[0x04034b50, 4], ...common]), name]);
    central.push(
      Buffer.concat([
        header([
          [0x02014b50, 4],
          [20, 2], // version made by
          ...common,
          [0, 2], // comment length
          [0, 2], // disk number
          [0, 2], // internal attributes
          [0, 4], // external attributes
          [offset, 4],
        ]),
        name,
      ]),
    );
    parts.push(local, body);
    offset += local.length + body.length;
  }
  const directory = Buffer.concat(central);
  const end = header([
    [0x06054b50, 4],
    [0, 2],
    [0, 2],
    [entries.length, 2],
    [entries.length, 2],
    [directory.length, 4],
    [offset, 4],
    [0, 2],
  ]);
  return Buffer.concat([...parts, directory, end]);
}
