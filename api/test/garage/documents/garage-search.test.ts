import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchHit } from '@vg/contract';
import { scannedImage, textPdf } from '../../fixtures/documents/paper-fixtures.js';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../../helpers/users.js';
import { createVehicle, modernCar, preWarCar, uploadDocument } from '../garage-fixtures.js';
import { waitForReading } from './reading-wait.js';

// Searching one's garage by words (docs/product.md#search): papers by their title, note and the
// text the reader found (OCR's included), records by what their keeper wrote; the matching words
// marked as parts of plain text; never another member's garage.

let ctx: TestContext;
let owner: TestUser;
let member: TestUser;
let admin: TestUser;
let bentley: string;
let mazda: string;

const search = (query: string, who?: TestUser) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/search?${query}`,
    ...(who ? { headers: who.headers } : {}),
  });
const hits = async (query: string, who: TestUser = owner): Promise<SearchHit[]> => {
  const res = await search(query, who);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const marked = (hit: SearchHit | undefined) =>
  hit?.snippet.filter((part) => part.match).map((part) => part.text);

beforeAll(async () => {
  ctx = await createTestApp({ env: { JOBS_POLL_SECONDS: '0.5' } });
  [owner, member, admin] = await Promise.all([createUser(ctx), createUser(ctx), createAdmin(ctx)]);
  bentley = (await createVehicle(ctx, owner, preWarCar)).id;
  mazda = (await createVehicle(ctx, owner, modernCar)).id;
  const pdf = await uploadDocument(ctx, owner, bentley, await textPdf(), 'weber.pdf', {
    title: 'Carburettor invoice',
  });
  const scan = await uploadDocument(ctx, owner, mazda, await scannedImage(), 'scan.png', {
    title: 'Loom receipt',
  });
  await waitForReading(ctx, owner, pdf.json().data.id);
  await waitForReading(ctx, owner, scan.json().data.id);
  await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/vehicles/${bentley}/maintenance`,
    headers: owner.headers,
    payload: {
      performedOn: '2024-04-12',
      category: 'service',
      title: 'Oil and filter',
      notes: 'Used <b>Castrol</b> classic oil',
      performedBy: 'shop',
      shopName: 'Marque Specialists',
      currency: 'GBP',
    },
  });
  await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/vehicles/${mazda}/modifications`,
    headers: owner.headers,
    payload: { title: 'Electronic ignition', system: 'electrical', reason: 'Points kept burning' },
  });
}, 120_000);
afterAll(() => ctx.close());

describe('searching the garage', () => {
  it('finds a word of a text PDF and marks it in the passage', async () => {
    const [hit, ...rest] = await hits('q=weber');
    expect(rest).toEqual([]);
    expect(hit).toMatchObject({
      kind: 'document',
      vehicleId: bentley,
      vehicleTitle: '1926 Bentley 3 Litre',
      title: 'Carburettor invoice',
      date: null,
    });
    expect(marked(hit)).toEqual(['Weber', 'Weber']);
    expect(hit!.snippet.map((part) => part.text).join('')).toContain('Weber carburettor rebuild');
  });

  it('finds words of a scanned picture read by OCR, all the words asked for', async () => {
    const [hit] = await hits('q=rewire%201998');
    expect(hit).toMatchObject({ kind: 'document', vehicleId: mazda, title: 'Loom receipt' });
    expect(hit!.vehicleTitle).toBe('1989 Mazda MX-5');
    expect(marked(hit)).toEqual(['REWIRE', '1998']);
    expect(await hits('q=rewire%202001')).toEqual([]);
  });

  it('finds the start of a word', async () => {
    expect((await hits('q=webe')).map((hit) => hit.title)).toEqual(['Carburettor invoice']);
    expect(marked((await hits('q=rewi'))[0])).toEqual(['REWIRE']);
  });

  it('finds records by their notes, shop and reason, as plain text', async () => {
    const [service] = await hits('q=castrol');
    expect(service).toMatchObject({
      kind: 'maintenance',
      title: 'Oil and filter',
      date: '2024-04-12',
    });
    // ts_headline drops what reads as markup: the passage is words only, never tags.
    expect(service!.snippet.slice(0, 2)).toEqual([
      { text: 'Used ', match: false },
      { text: 'Castrol', match: true },
    ]);
    expect(service!.snippet.map((part) => part.text).join('')).not.toContain('<');
    expect((await hits('q=marque%20specialists'))[0]?.kind).toBe('maintenance');
    expect((await hits('q=burning'))[0]).toMatchObject({
      kind: 'modification',
      title: 'Electronic ignition',
      vehicleId: mazda,
    });
  });

  it('searches one car when asked', async () => {
    expect(await hits(`q=weber&vehicleId=${mazda}`)).toEqual([]);
    expect(await hits(`q=weber&vehicleId=${bentley}`)).toHaveLength(1);
  });

  it('never finds another member’s papers or records, nor lets them name a car of theirs', async () => {
    for (const words of ['weber', 'rewire%201998', 'castrol', 'burning', 'webe'])
      for (const who of [member, admin]) expect(await hits(`q=${words}`, who)).toEqual([]);
    const foreign = await search(`q=weber&vehicleId=${bentley}`, member);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Vehicle not found');
  });

  it('answers a visitor 401, and a search of one letter 400 naming q', async () => {
    expect((await search('q=weber')).statusCode).toBe(401);
    const short = await search('q=w', owner);
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({ q: 'Type at least two letters to search.' });
  });
});
