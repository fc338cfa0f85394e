import { expect, vi } from 'vitest';
import type { TestContext } from '../../helpers/test-app.js';
import type { TestUser } from '../../helpers/users.js';

/** OCR of a page takes a few seconds on a shared machine; the job runner polls twice a second. */
const READING_WAIT = { timeout: 60_000, interval: 250 };

/** The paper as its keeper sees it once the background reader has been through it. */
export async function waitForReading(ctx: TestContext, owner: TestUser, documentId: string) {
  return vi.waitFor(async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/documents/${documentId}`,
      headers: owner.headers,
    });
    const document = res.json().data;
    expect(document.reading).not.toBe('pending');
    return document;
  }, READING_WAIT);
}
