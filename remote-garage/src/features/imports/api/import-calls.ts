import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ImportPatch, ImportPreview, ImportSummary } from '@vg/contract';
import {
  apiPath,
  apiQueryKey,
  callApi,
  downloadFile,
  getApiBase,
  uploadWithProgress,
  type ApiAnswer,
} from '@vg/shared';
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE } from '@vg/contract/rules';
import { vehicleKeys } from '../../../entities/query-keys';

// The import's calls (docs/product.md#importing-history). Online only: a preview is the server's
// reading of the file, and nothing is written until it is confirmed.

const UPLOAD_KEY = 'POST /vehicles/:vehicleId/imports';
const GARAGE_UPLOAD_KEY = 'POST /garage-imports';

/**
 * POST /api/v1/vehicles/:id/imports, or (no car) POST /api/v1/garage-imports, the whole garage's
 * file (multipart, through XHR so the upload shows its progress).
 */
export async function uploadImport(
  vehicleId: string | null,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ImportPreview> {
  const form = new FormData();
  form.append('file', file, file.name);
  const path = vehicleId ? apiPath(UPLOAD_KEY, { vehicleId }) : apiPath(GARAGE_UPLOAD_KEY);
  const answer = (await uploadWithProgress(
    `${getApiBase()}${path}`,
    form,
    onProgress,
  )) as ApiAnswer<typeof UPLOAD_KEY | typeof GARAGE_UPLOAD_KEY>;
  return answer.data;
}

/** GET /api/v1/vehicles/:id/imports, a car's imports; or (no car) the whole garage's files'. */
export const importsKey = (vehicleId: string | null) =>
  vehicleId
    ? apiQueryKey('GET /vehicles/:vehicleId/imports', { params: { vehicleId } })
    : apiQueryKey('GET /garage-imports');

export function useImports(vehicleId: string | null) {
  return useQuery({
    queryKey: importsKey(vehicleId),
    queryFn: async (): Promise<ImportSummary[]> =>
      vehicleId
        ? (await callApi('GET /vehicles/:vehicleId/imports', { params: { vehicleId } })).data
        : (await callApi('GET /garage-imports')).data,
  });
}

export async function changeImport(importId: string, patch: ImportPatch): Promise<ImportPreview> {
  return (await callApi('PATCH /imports/:importId', { params: { importId }, body: patch })).data;
}

export async function confirmImport(importId: string): Promise<ImportPreview> {
  return (await callApi('POST /imports/:importId/confirm', { params: { importId } })).data;
}

/** GET /api/v1/imports/:id: polled while a big file is written, for its progress. */
export async function getImport(importId: string): Promise<ImportPreview> {
  return (await callApi('GET /imports/:importId', { params: { importId } })).data;
}

/** How often the screen asks how far a file being written in the background has got. */
export const IMPORT_POLL_MS = 1000;

export async function undoImport(importId: string): Promise<void> {
  await callApi('DELETE /imports/:importId', { params: { importId } });
}

export function downloadRefusedRows(importId: string): Promise<void> {
  return downloadFile('not imported.csv', 'GET /imports/:importId/refused.csv', {
    params: { importId },
  });
}

/**
 * What an import (or its undo) changes on the car's page: its records, costs, fill-ups, reading.
 * A whole garage's file (no car) changes any of the cars: everything under /vehicles is asked again.
 */
export function invalidateAfterImport(queryClient: QueryClient, vehicleId: string | null) {
  const keys = vehicleId
    ? [
        importsKey(vehicleId),
        vehicleKeys.detail(vehicleId),
        vehicleKeys.maintenance(vehicleId),
        vehicleKeys.modifications(vehicleId),
        vehicleKeys.costs(vehicleId),
        vehicleKeys.fuel(vehicleId),
        vehicleKeys.costSummary(vehicleId),
      ]
    : [importsKey(null), vehicleKeys.all];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The server repeats it; said here before a byte is sent over a phone's connection. */
export const importFileProblem = (file: File) =>
  file.size > IMPORT_MAX_BYTES ? IMPORT_TOO_LARGE : null;
