import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { writeZip, type ZipEntry } from '../../src/features/profile/export/write-zip.js';
import { unzip } from '../helpers/unzip.js';

// The export's archive is written as it is read (docs/product.md#your-data): a garage full of
// photographs is never held in memory at once, and what arrives is the same, byte for byte.

/** Collects what is written, a chunk at a time, slowly, as a store on the network would take it. */
function slowSink() {
  const chunks: Buffer[] = [];
  let received = 0;
  const sink = new Writable({
    highWaterMark: 64 * 1024,
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      received += chunk.length;
      setTimeout(done, 1);
    },
  });
  return { sink, received: () => received, bytes: () => Buffer.concat(chunks) };
}

const PHOTO_BYTES = 3 * 1024 * 1024;

describe('the archive as a stream', () => {
  it('writes each file before reading the next, and every byte arrives as it was', async () => {
    const photos = Array.from({ length: 6 }, () => randomBytes(PHOTO_BYTES));
    const text = Buffer.from(`${JSON.stringify({ caption: 'Ready for the road'.repeat(500) })}\n`);
    const { sink, received, bytes } = slowSink();
    const writtenBeforeRead: number[] = [];
    async function* entries(): AsyncGenerator<ZipEntry> {
      yield { name: 'photos/photos.json', data: text };
      for (const [index, photo] of photos.entries()) {
        writtenBeforeRead.push(received());
        yield { name: `photos/${String(index + 1).padStart(3, '0')}.webp`, data: photo };
      }
    }

    await writeZip(entries(), sink);

    // The photo before has reached the sink (all but what the streams between may buffer) by the
    // time the next one is read: at most about one photograph is in hand at a time.
    for (let index = 1; index < photos.length; index += 1)
      expect(writtenBeforeRead[index]).toBeGreaterThan(index * PHOTO_BYTES - 512 * 1024);
    const files = unzip(bytes());
    expect([...files.keys()]).toEqual([
      'photos/photos.json',
      ...photos.map((_, index) => `photos/${String(index + 1).padStart(3, '0')}.webp`),
    ]);
    expect(files.get('photos/photos.json')!.equals(text)).toBe(true);
    for (const [index, photo] of photos.entries())
      expect(files.get(`photos/${String(index + 1).padStart(3, '0')}.webp`)!.equals(photo)).toBe(
        true,
      );
  });

  it('stops, with the sink’s error, when the sink fails', async () => {
    const failing = new Writable({
      write(_chunk, _encoding, done) {
        done(new Error('the store is gone'));
      },
    });
    async function* entries(): AsyncGenerator<ZipEntry> {
      for (let index = 0; index < 4; index += 1)
        yield { name: `${index}.webp`, data: randomBytes(PHOTO_BYTES) };
    }
    await expect(writeZip(entries(), failing)).rejects.toThrow('the store is gone');
  });
});
