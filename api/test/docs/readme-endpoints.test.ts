import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// api/README.md lists every operation of the OpenAPI document between two markers, so the list
// cannot drift from the code. After adding or changing an endpoint:
//   UPDATE_README=1 npx vitest run --root api test/docs
const README = new URL('../../README.md', import.meta.url);
const START = '<!-- endpoints:start (generated from the OpenAPI document by test/docs) -->';
const END = '<!-- endpoints:end -->';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
}
type PathItem = Partial<Record<(typeof METHODS)[number], Operation>>;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Prettier pads table cells: compare cell by cell. */
const normalized = (table: string) =>
  table
    .split('\n')
    .map((line) =>
      line
        .split('|')
        .map((cell) => cell.trim().replace(/^-+$/, '---'))
        .join('|'),
    )
    .join('\n');

function endpointTable(paths: Record<string, PathItem>): string {
  const rows = Object.entries(paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const tag = operation.tags?.[0] ?? 'other';
      const call = `\`${method.toUpperCase()} ${path.replace(/^\/api\/v1/, '')}\``;
      const signedIn = operation.security?.length ? 'yes' : '';
      return [{ tag, row: `| ${tag} | ${call} | ${signedIn} | ${operation.summary ?? ''} |` }];
    }),
  );
  rows.sort((a, b) => a.tag.localeCompare(b.tag));
  return [
    '| Area | Call (under `/api/v1`) | Token | What it does |',
    '| --- | --- | --- | --- |',
    ...rows.map(({ row }) => row),
  ].join('\n');
}

it('api/README.md lists every operation of the OpenAPI document', async () => {
  const document = (
    await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
  ).json() as { paths: Record<string, PathItem> };
  const readme = await readFile(README, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  expect(start, `api/README.md has the marker ${START}`).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  const current = readme.slice(start + START.length, end).trim();
  const expected = endpointTable(document.paths);
  if (process.env.UPDATE_README === '1' && normalized(current) !== normalized(expected)) {
    await writeFile(
      README,
      `${readme.slice(0, start + START.length)}\n\n${expected}\n\n${readme.slice(end)}`,
    );
    return;
  }
  expect(
    normalized(current),
    'run UPDATE_README=1 npx vitest run --root api test/docs, then prettier',
  ).toBe(normalized(expected));
});
