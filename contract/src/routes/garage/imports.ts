import { Type } from '@sinclair/typebox';
import { DataOf, NoContent, withErrors } from '../../http.js';
import { VehicleIdParams } from '../../garage/common.js';
import {
  ArchiveImport,
  ImportIdParams,
  ImportPatch,
  ImportPreview,
  ImportSummary,
} from '../../garage/imports.js';
import { defineRoutes } from '../route-spec.js';

// Bringing a car's history in, or the whole garage's from one file
// (docs/product.md#importing-history): its keeper's alone.

export const importRouteTable = defineRoutes({
  'POST /vehicles/:vehicleId/imports': {
    tags: ['imports'],
    summary:
      'Read a spreadsheet or a LubeLogger export into a preview of what it will add (multipart: one file); nothing is written yet',
    description:
      'CSV in any delimiter (UTF-8 with or without BOM, UTF-16, Windows-1252) or .xlsx, 10 MB at most.',
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    response: withErrors({ 201: DataOf(ImportPreview) }),
  },
  'POST /garage-imports': {
    tags: ['imports'],
    summary:
      "Read one spreadsheet of the whole garage, a column naming each row's car, into a preview of what it will add to each car (multipart: one file); nothing is written yet",
    description:
      "As a car's import (the same files, limits and refusals), with a car column read against the caller's own cars only: registration, VIN or chassis number, name, 'make model' or 'year make model'. A row naming none of them, or more than one, is refused with why.",
    security: [{ bearer: [] }],
    response: withErrors({ 201: DataOf(ImportPreview) }),
  },
  'GET /garage-imports': {
    tags: ['imports'],
    summary:
      "The member's whole-garage imports, newest first: what each added and until when it can be undone",
    security: [{ bearer: [] }],
    response: withErrors({ 200: DataOf(Type.Array(ImportSummary)) }),
  },
  'POST /imports': {
    tags: ['imports'],
    summary:
      "Import a whole-account archive (Export everything's ZIP, multipart: one file): every car with its records, parts, provenance, costs, photos and papers",
    description:
      'A car of the archive already imported into this account is not imported again. Cars arrive private; photos wait for moderation; papers are kept byte for byte.',
    security: [{ bearer: [] }],
    response: withErrors({ 201: DataOf(ArchiveImport) }),
  },
  'GET /vehicles/:vehicleId/imports': {
    tags: ['imports'],
    summary: "A car's imports, newest first: what each added and until when it can be undone",
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    response: withErrors({ 200: DataOf(Type.Array(ImportSummary)) }),
  },
  'GET /imports/:importId': {
    tags: ['imports'],
    summary: 'An import: its preview, or what it wrote and until when it can be undone',
    security: [{ bearer: [] }],
    params: ImportIdParams,
    response: withErrors({ 200: DataOf(ImportPreview) }),
  },
  'PATCH /imports/:importId': {
    tags: ['imports'],
    summary:
      'Change how a file is read (its columns, day-first or month-first, what it becomes, the currency, the sheet): answers the new preview',
    security: [{ bearer: [] }],
    params: ImportIdParams,
    body: ImportPatch,
    response: withErrors({ 200: DataOf(ImportPreview) }),
  },
  'POST /imports/:importId/confirm': {
    tags: ['imports'],
    summary:
      'Write the good rows of a preview; rows added by an earlier import are not added again',
    description:
      'A file of up to 500 rows is written at once (200); a bigger one in the background (202, state importing, its progress shown by GET /imports/:importId until it is imported or failed).',
    security: [{ bearer: [] }],
    params: ImportIdParams,
    response: withErrors({ 200: DataOf(ImportPreview), 202: DataOf(ImportPreview) }),
  },
  'DELETE /imports/:importId': {
    tags: ['imports'],
    summary:
      'Undo an import: removes exactly what it added (for 30 days, unless edited since: 409 naming them), or drops a preview',
    security: [{ bearer: [] }],
    params: ImportIdParams,
    response: withErrors({ 204: NoContent }),
  },
  // A CSV file: no JSON answer to declare.
  'GET /imports/:importId/refused.csv': {
    tags: ['imports'],
    summary: 'The rows a file could not import, as CSV with why, to fix and import again',
    security: [{ bearer: [] }],
    params: ImportIdParams,
    produces: ['text/csv'],
    response: {},
  },
});
