import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.js';
import { keptAnswers } from '../../src/http/kept-answers.js';
import { PublicCache } from '../../src/http/public-cache.js';

// The API's two in-process caches (src/http/kept-answers.ts for the members' and the community's
// answers, src/http/public-cache.ts for what strangers read) keep answers by one rule
// (src/http/bounded-cache.ts): at most so many entries and so many bytes, the least recently used
// going first, and with a lifetime, nothing served past it (docs/security.md, T42).

const db = {} as Db;
const KIB = 1024;

describe('kept answers', () => {
  it('keeps no more bytes than its bound, the least recently used going first', async () => {
    const kept = keptAnswers({ maxEntries: 100, maxBytes: 3 * KIB });
    const computed: string[] = [];
    const read = (key: string) =>
      kept(db, key, 'state', async () => {
        computed.push(key);
        return 'x'.repeat(KIB - 16);
      });
    for (const key of ['a', 'b', 'c', 'd']) await read(key);
    await read('b');
    await read('d');
    expect(computed).toEqual(['a', 'b', 'c', 'd']);
    await read('a');
    expect(computed).toEqual(['a', 'b', 'c', 'd', 'a']);
  });

  it('keeps nothing of an answer bigger than its whole bound, and serves it', async () => {
    const kept = keptAnswers({ maxEntries: 100, maxBytes: KIB });
    let computed = 0;
    const read = () =>
      kept(db, 'big', 'state', async () => {
        computed += 1;
        return { rows: ['y'.repeat(2 * KIB)] };
      });
    expect((await read()).rows[0]).toHaveLength(2 * KIB);
    await read();
    expect(computed).toBe(2);
  });

  it('shares one computation among the readers asking while it runs, and keeps no failure', async () => {
    const kept = keptAnswers({ maxEntries: 10, maxBytes: KIB });
    let computed = 0;
    const slow = () =>
      kept(db, 'key', 'state', async () => {
        computed += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (computed === 1) throw new Error('database away');
        return 'answer';
      });
    const [first, second] = await Promise.allSettled([slow(), slow()]);
    expect([first.status, second.status, computed]).toEqual(['rejected', 'rejected', 1]);
    expect(await slow()).toBe('answer');
    expect(await slow()).toBe('answer');
    expect(computed).toBe(2);
  });
});

describe('the public cache', () => {
  it('serves a kept answer for its lifetime and builds it again after', async () => {
    let now = 1_000_000;
    const cache = new PublicCache(10, () => now);
    let built = 0;
    const read = () =>
      cache.get('page', async () => {
        built += 1;
        return { status: 200, contentType: 'text/plain', body: `answer ${built}` };
      });
    await read();
    now += 9_999;
    expect((await read()).body.toString()).toBe('answer 1');
    now += 2;
    expect((await read()).body.toString()).toBe('answer 2');
  });
});
