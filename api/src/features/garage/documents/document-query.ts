import type { VehicleDocument } from '@vg/contract';
import type { Db } from '../../../db/database.js';
import { isoDate } from '../common/dates.js';
import { authorshipOf, letInColumn } from '../records/recorded-by.js';
import { signedDocumentUrl, type DocumentAudience } from './document-urls.js';

export const DOCUMENT_NOT_FOUND = 'Document not found';

/** Document rows without their bytes, which only the file route and the reader read. */
export function selectDocuments(db: Db) {
  return db
    .selectFrom('vehicle_documents')
    .select((eb) => [
      'vehicle_documents.id',
      'vehicle_documents.user_id',
      'vehicle_documents.vehicle_id',
      'vehicle_documents.maintenance_record_id',
      'vehicle_documents.modification_id',
      'vehicle_documents.ownership_period_id',
      'vehicle_documents.kind',
      'vehicle_documents.title',
      isoDate('vehicle_documents.document_date').as('document_date'),
      'vehicle_documents.note',
      'vehicle_documents.file_name',
      'vehicle_documents.media_type',
      'vehicle_documents.byte_size',
      'vehicle_documents.sha256',
      'vehicle_documents.page_count',
      'vehicle_documents.read_status',
      'vehicle_documents.text_source',
      'vehicle_documents.created_at',
      'vehicle_documents.updated_at',
      'vehicle_documents.entered_by',
      letInColumn('vehicle_documents'),
      eb('vehicle_documents.thumb_image', 'is not', null).as('has_thumb'),
      eb('vehicle_documents.preview_image', 'is not', null).as('has_preview'),
    ])
    .orderBy('vehicle_documents.document_date', (order) => order.desc().nullsLast())
    .orderBy('vehicle_documents.created_at', 'desc')
    .orderBy('vehicle_documents.id');
}

export type DocumentRow = Awaited<
  ReturnType<ReturnType<typeof selectDocuments>['execute']>
>[number];

/** A document as whoever may see it (its keeper, or a share link's reader), with their addresses. */
export function toDocument(
  row: DocumentRow,
  secret: string,
  audience: DocumentAudience = { kind: 'keeper' },
): VehicleDocument {
  const url = (size: 'original' | 'thumb' | 'preview') =>
    signedDocumentUrl(secret, row.id, size, audience);
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    kind: row.kind,
    title: row.title,
    date: row.document_date,
    note: row.note,
    maintenanceRecordId: row.maintenance_record_id,
    modificationId: row.modification_id,
    ownershipPeriodId: row.ownership_period_id,
    fileName: row.file_name,
    mediaType: row.media_type,
    byteSize: row.byte_size,
    sha256: row.sha256,
    pageCount: row.page_count,
    reading: row.read_status,
    textSource: row.text_source,
    fileUrl: url('original'),
    thumbUrl: row.has_thumb ? url('thumb') : null,
    previewUrl: row.has_preview ? url('preview') : null,
    ...(audience.kind === 'keeper' ? authorshipOf(row) : {}),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** One of the caller's documents, or undefined (then the caller is told "not found"). */
export const findOwnedDocument = (db: Db, ownerId: string, documentId: string) =>
  selectDocuments(db)
    .where('vehicle_documents.id', '=', documentId)
    .where('vehicle_documents.user_id', '=', ownerId)
    .executeTakeFirst();
