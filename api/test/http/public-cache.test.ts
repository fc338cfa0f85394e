import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_MAX_BYTES, PublicCache } from '../../src/http/public-cache.js';

// The public cache (src/http/public-cache.ts) keeps what strangers read: however many big answers
// they make it build, what it keeps stays within its bound in bytes (docs/security.md, T42).

const MIB = 1024 * 1024;
const bigAnswer = async () => ({
  status: 200,
  contentType: 'text/html; charset=utf-8',
  body: Buffer.alloc(MIB, 'a'),
});

describe('the public cache', () => {
  it('keeps no more bytes than its bound when filled with big answers, the newest kept', async () => {
    const cache = new PublicCache(60);
    const count = (2 * PUBLIC_CACHE_MAX_BYTES) / MIB;
    for (let index = 0; index < count; index += 1) await cache.get(`page:${index}`, bigAnswer);
    expect(cache.size * MIB).toBeLessThanOrEqual(PUBLIC_CACHE_MAX_BYTES);
    expect(cache.size).toBeGreaterThan(0);
    let built = false;
    await cache.get(`page:${count - 1}`, async () => {
      built = true;
      return bigAnswer();
    });
    expect(built).toBe(false);
  });

  it('keeps nothing of an answer bigger than its whole bound', async () => {
    const cache = new PublicCache(60);
    const huge = await cache.get('page:huge', async () => ({
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: Buffer.alloc(PUBLIC_CACHE_MAX_BYTES + 1, 'a'),
    }));
    expect(huge.status).toBe(200);
    expect(cache.size).toBe(0);
  });
});
