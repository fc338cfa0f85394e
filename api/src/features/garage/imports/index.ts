import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import './import-tables.js';
import { confirmImportRoute } from './confirm-import.js';
import { garageImportRoutes } from './garage-imports.js';
import { getImportRoute } from './get-import.js';
import { importArchiveRoute } from './import-archive.js';
import { listImportsRoute } from './list-imports.js';
import { refusedRowsCsvRoute } from './refused-rows-csv.js';
import { startImportRoute } from './start-import.js';
import { undoImportRoute } from './undo-import.js';
import { updateImportRoute } from './update-import.js';

/** Bringing a car's history in, or the whole garage's (docs/product.md#importing-history). */
export const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const route of [
    startImportRoute,
    garageImportRoutes,
    listImportsRoute,
    getImportRoute,
    updateImportRoute,
    confirmImportRoute,
    undoImportRoute,
    refusedRowsCsvRoute,
    importArchiveRoute,
  ]) {
    await app.register(route);
  }
};
