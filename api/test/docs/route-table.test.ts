import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiRoutes, splitRouteKey, type RouteKey } from '@vg/contract';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// The contract's route table and the API's routes are one list (docs/adr/0017-one-route-table.md):
// every operation the API serves under /api/v1 has its entry, registered from it, and every entry is
// served. Compared through the OpenAPI document, which is what the API built from its routes.
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const PREFIX = '/api/v1';

interface Operation {
  summary?: string;
}

let ctx: TestContext;
beforeAll(async () => {
  // Development routes (the dev mailbox) are part of the table too: serve them.
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** '/vehicles/:id' → '/api/v1/vehicles/{id}', as OpenAPI spells a path. */
const documentedPath = (path: string) => `${PREFIX}${path.replace(/:(\w+)/g, '{$1}')}`;

function servedOperations(): Map<string, Operation> {
  const doc = (
    ctx.app as unknown as { swagger(): { paths: Record<string, Record<string, Operation>> } }
  ).swagger();
  const served = new Map<string, Operation>();
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith(`${PREFIX}/`)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) served.set(`${method.toUpperCase()} ${path}`, operation);
    }
  }
  return served;
}

const tableOperations = () =>
  new Map(
    (Object.keys(apiRoutes) as RouteKey[]).map((key) => {
      const [method, path] = splitRouteKey(key);
      return [`${method} ${documentedPath(path)}`, apiRoutes[key as keyof typeof apiRoutes]];
    }),
  );

it('serves no operation that is missing from the route table', () => {
  const table = tableOperations();
  expect([...servedOperations().keys()].filter((key) => !table.has(key))).toEqual([]);
});

it('serves every operation of the route table', () => {
  const served = servedOperations();
  expect([...tableOperations().keys()].filter((key) => !served.has(key))).toEqual([]);
});

it('documents each operation as its table entry says', () => {
  const served = servedOperations();
  const differing = [...tableOperations()]
    .filter(([key, spec]) => served.has(key) && served.get(key)?.summary !== spec.summary)
    .map(([key]) => key);
  expect(differing).toEqual([]);
});
