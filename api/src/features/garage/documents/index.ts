import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { deleteDocumentRoute } from './delete-document.js';
import { getDocumentFileRoute } from './get-document-file.js';
import { getDocumentRoute } from './get-document.js';
import { listDocumentsRoute } from './list-documents.js';
import { recordDraftRoute } from './record-draft-route.js';
import { updateDocumentRoute } from './update-document.js';
import { uploadDocumentRoute } from './upload-document.js';

/** A car's papers (docs/product.md#papers). */
export const vehicleDocumentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const route of [
    uploadDocumentRoute,
    listDocumentsRoute,
    getDocumentRoute,
    updateDocumentRoute,
    deleteDocumentRoute,
    getDocumentFileRoute,
    recordDraftRoute,
  ]) {
    await app.register(route);
  }
};
