import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Waits until the member's saved garage (the offline cache in IndexedDB, docs/adr/0015) holds a
 * query under `root` ('/api/v1/vehicles', '/api/v1/maintenance') whose answer shows `text`: the
 * app saves at most once a second, and a person reading the screen gives it that second. Asked of
 * the page rather than paused for, so a slow machine waits longer and a fast one not at all.
 */
export async function waitUntilGarageSaved(page: Page, root: string, text: string): Promise<void> {
  await expect
    .poll(() => savedAnswers(page, root), { timeout: 15_000 })
    .toEqual(expect.arrayContaining([expect.stringContaining(text)]));
}

/** The saved answers of the queries under `root`, as JSON. */
function savedAnswers(page: Page, root: string): Promise<string[]> {
  return page.evaluate(async (root) => {
    interface Saved {
      clientState?: { queries?: { queryKey: unknown[]; state: { data: unknown } }[] };
    }
    const names = (await indexedDB.databases())
      .map(({ name }) => name ?? '')
      .filter((name) => name.startsWith('vg-garage-cache-'));
    const read = (name: string) =>
      new Promise<Saved | null>((resolve) => {
        const opened = indexedDB.open(name);
        opened.onerror = () => resolve(null);
        opened.onsuccess = () => {
          const db = opened.result;
          const done = (saved: Saved | null) => (db.close(), resolve(saved));
          if (!db.objectStoreNames.contains('kv')) return done(null);
          const get = db.transaction('kv').objectStore('kv').get('queries');
          get.onsuccess = () => done((get.result as Saved | undefined) ?? null);
          get.onerror = () => done(null);
        };
      });
    const saves = await Promise.all(names.map(read));
    return saves.flatMap((saved) =>
      (saved?.clientState?.queries ?? [])
        .filter(({ queryKey }) => queryKey[0] === root)
        .map(({ state }) => JSON.stringify(state.data)),
    );
  }, root);
}
