import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentKind, VehicleDocument } from '@vg/contract';
import { apiPath, getApiBase, uploadWithProgress, type ApiAnswer } from '@vg/shared';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_EMPTY,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPES,
  DOCUMENT_WRONG_TYPE,
} from '@vg/contract/rules';
import { invalidateAfterDocumentWrite } from '../../../entities/documents/document-keys';
import { sendOrQueue } from '../../../entities/offline/send-or-queue';
import type { QueuedUpload } from '../../../lib/upload-progress-list';

/** The record a paper is filed under, if any: one of the three, as the upload's fields. */
export type DocumentOwner =
  { maintenanceRecordId: string } | { modificationId: string } | { ownershipPeriodId: string };

export interface DocumentDetails {
  kind: DocumentKind;
  /** Empty: the server names it after its file (docs/product.md#papers). */
  title: string;
  date: string;
  note: string;
}

export interface DocumentUpload extends DocumentDetails {
  vehicleId: string;
  file: File;
  owner?: DocumentOwner;
  onProgress: (fraction: number) => void;
}

const UPLOAD_KEY = 'POST /vehicles/:vehicleId/documents';
const uploadPath = (vehicleId: string) => apiPath(UPLOAD_KEY, { vehicleId });

/** The multipart fields, in the order the server reads them: the details, then the file. */
export function uploadFields({ kind, title, date, note, owner }: DocumentUpload) {
  const fields: Record<string, string> = { kind };
  if (title.trim()) fields.title = title.trim();
  if (date) fields.date = date;
  if (note.trim()) fields.note = note.trim();
  for (const [name, id] of Object.entries(owner ?? {})) fields[name] = id as string;
  return fields;
}

/** POST /api/v1/vehicles/:id/documents (multipart, through XHR so progress can be shown). */
export async function uploadDocument(upload: DocumentUpload): Promise<VehicleDocument> {
  const form = new FormData();
  // Fields before the file: the server reads the parts in order.
  for (const [name, value] of Object.entries(uploadFields(upload))) form.append(name, value);
  form.append('file', upload.file, upload.file.name);
  const answer = (await uploadWithProgress(
    `${getApiBase()}${uploadPath(upload.vehicleId)}`,
    form,
    upload.onProgress,
  )) as ApiAnswer<typeof UPLOAD_KEY>;
  return answer.data;
}

/**
 * Offline the file is kept in IndexedDB and sent later with the same progress bar, as a photo is
 * (docs/adr/0015); the answer is then the waiting change, not the paper.
 */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline the change goes to the queue at once, not into a mutation paused until online.
    networkMode: 'always',
    mutationFn: (upload: DocumentUpload): Promise<VehicleDocument | QueuedUpload> =>
      sendOrQueue<VehicleDocument | QueuedUpload>(
        () => uploadDocument(upload),
        {
          method: 'POST',
          path: uploadPath(upload.vehicleId),
          fields: uploadFields(upload),
          files: [{ field: 'file', name: upload.file.name, blob: upload.file }],
          label: `Paper: ${upload.title.trim() || upload.file.name}`,
          kind: 'document.upload',
          vehicleId: upload.vehicleId,
        },
        (queued) => ({ queuedChangeId: queued.id }),
      ),
    onSuccess: (answer, { vehicleId }) =>
      'queuedChangeId' in answer ? undefined : invalidateAfterDocumentWrite(queryClient, vehicleId),
  });
}

const ACCEPTED_EXTENSIONS = DOCUMENT_ACCEPT.split(',').filter((entry) => entry.startsWith('.'));

/**
 * The checks the server repeats, made before a byte is sent. A phone may give a scan no type
 * (HEIC often arrives as ''): then its name's extension decides.
 */
export function documentFileProblem(file: File): string | null {
  if (file.size === 0) return DOCUMENT_EMPTY;
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_TOO_LARGE;
  const known = file.type
    ? DOCUMENT_TYPES.includes(file.type)
    : ACCEPTED_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension));
  return known ? null : DOCUMENT_WRONG_TYPE;
}

/**
 * A file's name without its extension ('weber-invoice.pdf' → 'weber-invoice'): the title the
 * server gives a paper sent without one, shown in the field so the keeper sees it first.
 */
export const titleFromFileName = (name: string) => name.replace(/\.[^.]{1,5}$/, '') || name;
