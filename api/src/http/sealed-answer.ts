import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A kept answer, sealed with AES-256-GCM under a key derived from the server's secret: the answers a
 * replay gets hold share-link tokens and may hold session tokens, and a reader of the database must
 * not get them (docs/security.md T43). The row's member and key are bound in as associated data, so
 * a sealed answer moved to another row does not open.
 */
export interface KeptAnswer {
  /** The headers the route set (content type, disposition, its own), replayed as they were. */
  headers: Record<string, string | number | string[]>;
  body: Buffer;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
const LENGTH_BYTES = 4;
const PURPOSE = 'vg idempotency answers v1';

export class AnswerSeal {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, '', PURPOSE, 32));
  }

  seal(owner: string, answer: KeptAnswer): Buffer {
    const headers = Buffer.from(JSON.stringify(answer.headers));
    const length = Buffer.alloc(LENGTH_BYTES);
    length.writeUInt32BE(headers.length);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(owner));
    const sealed = Buffer.concat([
      cipher.update(Buffer.concat([length, headers, answer.body])),
      cipher.final(),
    ]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
  }

  /** Null when it does not open: sealed under another secret, or altered. */
  open(owner: string, sealed: Uint8Array): KeptAnswer | null {
    const bytes = Buffer.from(sealed);
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES))
        .setAAD(Buffer.from(owner))
        .setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const plain = Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]);
      const headersEnd = LENGTH_BYTES + plain.readUInt32BE(0);
      return {
        headers: JSON.parse(
          plain.subarray(LENGTH_BYTES, headersEnd).toString(),
        ) as KeptAnswer['headers'],
        body: plain.subarray(headersEnd),
      };
    } catch {
      return null;
    }
  }
}
