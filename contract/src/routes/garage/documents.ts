import { Type } from '@sinclair/typebox';
import { DataOf, IdParams, NoContent, withErrors } from '../../http.js';
import { VehicleIdParams } from '../../garage/common.js';
import {
  DocumentFileQuery,
  DocumentListQuery,
  DocumentPatch,
  RecordDraft,
  VehicleDocument,
} from '../../garage/documents.js';
import { defineRoutes } from '../route-spec.js';

// A car's papers: its keeper uploads, describes, files under a record and deletes them; the file
// is served to its keeper (and a share link that includes papers) only, as a download.

export const documentRouteTable = defineRoutes({
  'POST /vehicles/:vehicleId/documents': {
    tags: ['documents'],
    summary:
      'Keep a document (multipart: optional kind, title, date, note and record fields first, then one file)',
    description:
      'PDF, JPEG, PNG, WebP, HEIC/HEIF or TIFF by content, 25 MB and 300 PDF pages at most, kept byte for ' +
      'byte. Never moderated, never public. A background reader then makes its thumbnail and reads its text.',
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    response: withErrors({ 201: DataOf(VehicleDocument) }),
  },
  'GET /vehicles/:vehicleId/documents': {
    tags: ['documents'],
    summary: "A car's papers, newest date first; or one record's or keeper period's",
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    querystring: DocumentListQuery,
    response: withErrors({ 200: DataOf(Type.Array(VehicleDocument)) }),
  },
  'GET /documents/:documentId': {
    tags: ['documents'],
    summary: 'One document and where its reading stands',
    security: [{ bearer: [] }],
    params: Type.Object({ documentId: IdParams.properties.id }),
    response: withErrors({ 200: DataOf(VehicleDocument) }),
  },
  'PATCH /documents/:documentId': {
    tags: ['documents'],
    summary: "Change a document's kind, title, date, note or the record it belongs to",
    security: [{ bearer: [] }],
    params: Type.Object({ documentId: IdParams.properties.id }),
    body: DocumentPatch,
    response: withErrors({ 200: DataOf(VehicleDocument) }),
  },
  'DELETE /documents/:documentId': {
    tags: ['documents'],
    summary: 'Delete a document and its file',
    security: [{ bearer: [] }],
    params: Type.Object({ documentId: IdParams.properties.id }),
    response: withErrors({ 204: NoContent }),
  },
  // The bytes themselves: no JSON answer to declare.
  'GET /documents/:documentId/file': {
    tags: ['documents'],
    summary:
      'The file as uploaded (always as a download), or a picture of its first page, through a signed address or the keeper’s token',
    params: Type.Object({ documentId: IdParams.properties.id }),
    querystring: DocumentFileQuery,
    response: {},
  },
  'GET /documents/:documentId/record-draft': {
    tags: ['documents'],
    summary:
      'What a receipt says (date, total, supplier), for a new maintenance record its keeper confirms',
    security: [{ bearer: [] }],
    params: Type.Object({ documentId: IdParams.properties.id }),
    response: withErrors({ 200: DataOf(RecordDraft) }),
  },
});
