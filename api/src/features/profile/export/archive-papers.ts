import type { Db } from '../../../db/database.js';
import { selectDocuments } from '../../garage/documents/document-query.js';
import type { ZipEntry } from './write-zip.js';

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/** A file name any file system accepts, keeping the extension the keeper's file had. */
const safeName = (name: string) =>
  name
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+/, '')
    .slice(-120) || 'document';

/**
 * A car's papers in the archive (docs/product.md#your-data): each file exactly as its keeper
 * uploaded it (its SHA-256 in papers.json proves it), read only when its turn comes.
 */
export async function* paperEntries(
  db: Db,
  userId: string,
  vehicleId: string,
  folder: string,
): AsyncGenerator<ZipEntry> {
  const rows = await selectDocuments(db)
    .where('vehicle_documents.user_id', '=', userId)
    .where('vehicle_documents.vehicle_id', '=', vehicleId)
    .execute();
  const files = rows.map((row, position) => ({
    file: `${String(position + 1).padStart(3, '0')}-${safeName(row.file_name)}`,
    row,
  }));
  yield {
    name: `${folder}/papers/papers.json`,
    data: json(
      files.map(({ file, row }) => ({
        file,
        id: row.id,
        kind: row.kind,
        title: row.title,
        date: row.document_date,
        note: row.note,
        fileName: row.file_name,
        mediaType: row.media_type,
        byteSize: row.byte_size,
        sha256: row.sha256,
        pageCount: row.page_count,
        maintenanceRecordId: row.maintenance_record_id,
        modificationId: row.modification_id,
        ownershipPeriodId: row.ownership_period_id,
        uploadedAt: row.created_at.toISOString(),
      })),
    ),
  };
  for (const { file, row } of files) {
    const stored = await db
      .selectFrom('vehicle_documents')
      .select('content')
      .where('id', '=', row.id)
      .executeTakeFirst();
    // A paper deleted while the archive is made is left out, as it would be a moment later.
    if (stored) yield { name: `${folder}/papers/${file}`, data: Buffer.from(stored.content) };
  }
}
