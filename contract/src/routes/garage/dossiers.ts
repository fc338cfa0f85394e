import { DataOf, IdParams, PageOf, withErrors } from '../../http.js';
import { VehicleIdParams } from '../../garage/common.js';
import {
  Dossier,
  DossierCodeParams,
  DossierInput,
  DossierPdf,
  DossierVerification,
} from '../../garage/dossiers.js';
import { defineRoutes } from '../route-spec.js';

// Sale dossiers: the keeper makes, lists and withdraws them; anyone with the code verifies one.

export const dossierRouteTable = defineRoutes({
  'POST /vehicles/:vehicleId/dossiers': {
    tags: ['dossiers'],
    summary:
      'Make a sale dossier of my car: the answer is the PDF (costs and notes only if chosen)',
    description:
      'Answers application/pdf with Content-Length, X-Dossier-Id and X-Dossier-Code. Up to 24 of the car’s photos, and up to 50 of its papers, each listed with its file’s SHA-256 and appended after the dossier’s pages only with appendDocuments.',
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    body: DossierInput,
    produces: ['application/pdf'],
    response: withErrors({ 201: DossierPdf }),
  },
  'GET /vehicles/:vehicleId/dossiers': {
    tags: ['dossiers'],
    summary: 'The sale dossiers made of my car, newest first, with their verification addresses',
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    response: withErrors({ 200: PageOf(Dossier) }),
  },
  'POST /dossiers/:id/withdraw': {
    tags: ['dossiers'],
    summary:
      'Withdraw a sale dossier: its verification page says it was withdrawn, and nothing else',
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 200: DataOf(Dossier) }),
  },
  'GET /verify/:code': {
    tags: ['dossiers'],
    summary:
      'Verify a sale dossier by its code: each record it holds, when it was entered, whether it changed since',
    description:
      'Any way of writing the code (lower case, grouped ABCD-EFGH-JKMN) has the one answer; a keeper is shown by their period and how they came to the car, never by who. Counted per client address with the verification page (429 with Retry-After past the limit).',
    params: DossierCodeParams,
    response: withErrors({ 200: DataOf(DossierVerification) }),
  },
});
