import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  ConditionReportInput,
  CostInput,
  DOCUMENT_KINDS,
  FuelInput,
  MaintenanceInput,
  ModificationInput,
  OwnershipInput,
  PHOTO_STAGES,
  ValuationInput,
  VehicleFields,
  type ArchiveCar,
  type DocumentKind,
  type PhotoStage,
} from '@vg/contract';
import type { Db } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { HttpError } from '../../../http/errors.js';
import { enqueue } from '../../../jobs/job-runner.js';
import { QUEUES } from '../../../jobs/queues.js';
import { checkQuota, storageBytesUsed } from '../common/storage-quota.js';
import { sniffDocument } from '../documents/document-sniff.js';
import { processPhoto, type ProcessedPhoto } from '../photos/photo-processing.js';
import { ownershipColumns } from '../provenance/ownership-store.js';
import { modificationColumns } from '../records/modification-store.js';
import { saveMaintenance } from '../records/save-maintenance.js';
import { toVehicleColumns } from '../vehicles/vehicle-input.js';
import { inputOf, listOf } from './archive-inputs.js';
import type { Archive } from './read-archive.js';

// One car of a whole-account archive, written into the importing member's garage
// (docs/product.md#importing-history): its particulars, then its maintenance with parts,
// modifications, keepers, papers (byte for byte, filed under the records they were filed under),
// costs, fill-ups, valuations, condition reports and photos, in one transaction. Each thing is held
// to the rules it would meet typed in; what fails is named and left out. The car arrives private and
// its photos wait for moderation: what others may see is decided here, not by the archive.

type Trx = Transaction<Database>;

interface Context {
  db: Db;
  userId: string;
  archive: Archive;
  folder: string;
  quotaBytes: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const idOf = (value: unknown) =>
  typeof value === 'object' && value !== null ? text((value as { id?: unknown }).id) : null;

export const emptyAdded = (): ArchiveCar['added'] => ({
  maintenance: 0,
  modifications: 0,
  ownership: 0,
  costs: 0,
  fuel: 0,
  valuations: 0,
  conditionReports: 0,
  photos: 0,
  papers: 0,
});

interface Paper {
  bytes: Buffer;
  detail: Record<string, unknown>;
  mediaType: string;
  pageCount: number | null;
}

/** The car's photos and papers read and checked before the transaction (decoding is CPU). */
async function filesOf({ archive, folder, quotaBytes }: Context, refused: string[]) {
  const photos: { photo: ProcessedPhoto; caption: string | null; stage: PhotoStage | null }[] = [];
  for (const [index, detail] of listOf(
    await archive.json(`${folder}/photos/photos.json`),
  ).entries()) {
    const file = text((detail as { file?: unknown })?.file);
    const bytes =
      file && !file.includes('/') ? await archive.bytes(`${folder}/photos/${file}`) : null;
    if (!bytes) {
      refused.push(`photo ${index + 1}: its file is not in the archive`);
      continue;
    }
    try {
      const stage = text((detail as { stage?: unknown }).stage);
      photos.push({
        photo: await processPhoto(bytes, file!),
        caption: text((detail as { caption?: unknown }).caption)?.slice(0, 500) ?? null,
        stage: (PHOTO_STAGES as readonly string[]).includes(stage ?? '')
          ? (stage as PhotoStage)
          : null,
      });
    } catch (error) {
      refused.push(
        `photo ${index + 1}: ${error instanceof HttpError ? (error.fields?.file ?? error.message) : 'it cannot be read'}`,
      );
    }
  }
  const papers: Paper[] = [];
  // Never more in hand than the member's whole room could take: the rest could not be kept anyway.
  let held = photos.reduce((sum, { photo }) => sum + photo.display.length + photo.thumb.length, 0);
  for (const [index, detail] of listOf(
    await archive.json(`${folder}/papers/papers.json`),
  ).entries()) {
    const record = (detail ?? {}) as Record<string, unknown>;
    const file = text(record.file);
    const bytes =
      file && !file.includes('/') ? await archive.bytes(`${folder}/papers/${file}`) : null;
    if (!bytes) {
      refused.push(`paper ${index + 1}: its file is not in the archive`);
      continue;
    }
    if (held + bytes.length > quotaBytes) {
      refused.push(`paper ${index + 1}: there is no room left for it in your photos and papers`);
      continue;
    }
    held += bytes.length;
    // Byte for byte: a file that is not the one its fingerprint names is not that paper.
    if (text(record.sha256) !== createHash('sha256').update(bytes).digest('hex')) {
      refused.push(
        `paper ${index + 1} ('${text(record.title) ?? file}'): its file is not the one the archive fingerprinted`,
      );
      continue;
    }
    try {
      const sniffed = await sniffDocument(bytes, text(record.fileName) ?? file!);
      papers.push({ bytes, detail: record, ...sniffed });
    } catch (error) {
      refused.push(
        `paper ${index + 1}: ${error instanceof HttpError ? (error.fields?.file ?? error.message) : 'it cannot be read'}`,
      );
    }
  }
  return { photos, papers };
}

/** Each item of a list written, or named with why not. */
async function each(
  items: unknown[],
  what: string,
  refused: string[],
  write: (item: unknown) => Promise<void>,
): Promise<number> {
  let written = 0;
  for (const [index, item] of items.entries()) {
    try {
      await write(item);
      written += 1;
    } catch (error) {
      if (!(error instanceof Refused || error instanceof HttpError)) throw error;
      const title = text((item as { title?: unknown })?.title);
      const reason =
        error instanceof HttpError
          ? (Object.values(error.fields ?? {})[0] ?? error.message)
          : error.message;
      refused.push(`${what} ${index + 1}${title ? ` ('${title}')` : ''}: ${reason}`);
    }
  }
  return written;
}

class Refused extends Error {}

function checked<T>(result: { ok: true; value: T } | { ok: false; reason: string }): T {
  if (!result.ok) throw new Refused(result.reason);
  return result.value;
}

/** Writes the car; answers its id and what was added. Throws a Refused for the car as a whole. */
export async function writeArchiveCar(
  context: Context,
  vehicleJson: unknown,
  refused: string[],
): Promise<{ vehicleId: string; added: ArchiveCar['added'] }> {
  const { db, userId, archive, folder } = context;
  const fields = checked(
    inputOf(VehicleFields, vehicleJson, { visibility: 'private', identifierConfirmed: true }),
  );
  let columns;
  try {
    columns = toVehicleColumns(fields, null);
  } catch (error) {
    if (error instanceof HttpError)
      throw new Refused(Object.values(error.fields ?? {})[0] ?? error.message);
    throw error;
  }
  const { photos, papers } = await filesOf(context, refused);
  const [maintenance, modifications, ownership, costs, fuel, valuations, reports] =
    await Promise.all(
      [
        'maintenance',
        'modifications',
        'provenance',
        'costs',
        'fuel',
        'valuations',
        'condition-reports',
      ].map(async (name) => listOf(await archive.json(`${folder}/${name}.json`))),
    );
  const added = emptyAdded();
  const vehicleId = await db.transaction().execute(async (trx: Trx) => {
    // The member's row is the lock: two imports at once cannot both fit the same room.
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const incoming =
      photos.reduce((sum, { photo }) => sum + photo.display.length + photo.thumb.length, 0) +
      papers.reduce((sum, paper) => sum + paper.bytes.length, 0);
    checkQuota(await storageBytesUsed(trx, userId), incoming, context.quotaBytes);
    const car = await trx
      .insertInto('vehicles')
      .values({
        ...columns,
        make: fields.make.trim(),
        model: fields.model.trim(),
        user_id: userId,
        identifier_kind: fields.identifierKind,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids = new Map<string, string>();
    const remember = (item: unknown, id: string) => {
      const old = idOf(item);
      if (old) ids.set(old, id);
    };
    const mapped = (value: unknown) => (text(value) ? (ids.get(text(value)!) ?? null) : null);

    added.maintenance = await each(maintenance!, 'maintenance record', refused, async (item) => {
      const parts = listOf((item as { parts?: unknown })?.parts).map((part) => {
        const { id: _id, ...rest } = (part ?? {}) as Record<string, unknown>;
        return rest;
      });
      // Completing a reminder is no part of an archive's record.
      const { reminderId: _reminder, ...record } = (item ?? {}) as Record<string, unknown>;
      const input = checked(inputOf(MaintenanceInput, record, { odometerConfirmed: true, parts }));
      const saved = await saveMaintenance(trx, {
        userId,
        vehicleId: car.id,
        input,
        recordId: null,
      });
      remember(item, saved.id);
    });
    added.modifications = await each(modifications!, 'modification', refused, async (item) => {
      const input = checked(inputOf(ModificationInput, item));
      const row = await trx
        .insertInto('modifications')
        .values({ ...modificationColumns(input), user_id: userId, vehicle_id: car.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      remember(item, row.id);
    });
    added.ownership = await each(ownership!, 'keeper', refused, async (item) => {
      const input = checked(inputOf(OwnershipInput, item));
      // A member of the archive's site may have no account here: kept by name instead.
      const here = input.memberUsername
        ? await trx
            .selectFrom('users')
            .select('id')
            .where('username', '=', input.memberUsername)
            .executeTakeFirst()
        : null;
      const periodInput =
        input.memberUsername && !here
          ? { ...input, ownerName: input.ownerName ?? input.memberUsername, memberUsername: null }
          : input;
      const row = await trx
        .insertInto('ownership_periods')
        .values({
          ...(await ownershipColumns(trx, periodInput)),
          user_id: userId,
          vehicle_id: car.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      remember(item, row.id);
    });
    for (const paper of papers) {
      const kind = text(paper.detail.kind);
      const inserted = await trx
        .insertInto('vehicle_documents')
        .values({
          user_id: userId,
          vehicle_id: car.id,
          kind: (DOCUMENT_KINDS as readonly string[]).includes(kind ?? '')
            ? (kind as DocumentKind)
            : 'other',
          title: (text(paper.detail.title) ?? text(paper.detail.fileName) ?? 'Document').slice(
            0,
            200,
          ),
          document_date: /^\d{4}-\d{2}-\d{2}$/.test(text(paper.detail.date) ?? '')
            ? text(paper.detail.date)
            : null,
          note: text(paper.detail.note)?.slice(0, 2000) ?? null,
          maintenance_record_id: mapped(paper.detail.maintenanceRecordId),
          modification_id: mapped(paper.detail.modificationId),
          ownership_period_id: mapped(paper.detail.ownershipPeriodId),
          file_name: (text(paper.detail.fileName) ?? 'document').slice(0, 255),
          media_type: paper.mediaType,
          byte_size: paper.bytes.length,
          sha256: text(paper.detail.sha256)!,
          page_count: paper.pageCount,
          content: paper.bytes,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      remember(paper.detail, inserted.id);
      await enqueue(trx, QUEUES.documentReading, { documentId: inserted.id });
      added.papers += 1;
    }
    const owner = { user_id: userId, vehicle_id: car.id };
    added.costs = await each(costs!, 'cost of keeping', refused, async (item) => {
      const input = checked(inputOf(CostInput, item));
      await trx
        .insertInto('vehicle_costs')
        .values({
          ...owner,
          kind: input.kind,
          cost_date: input.date,
          amount: input.amount,
          currency: input.currency ?? null,
          recurrence: input.recurrence ?? null,
          note: input.note ?? null,
        })
        .execute();
    });
    added.fuel = await each(fuel!, 'fill-up', refused, async (item) => {
      const input = checked(inputOf(FuelInput, item));
      await trx
        .insertInto('fuel_fills')
        .values({
          ...owner,
          fill_date: input.date,
          odometer: input.odometer,
          volume: input.volume,
          volume_unit: input.volumeUnit,
          total_price: input.totalPrice ?? null,
          currency: input.currency ?? null,
          full: input.full ?? true,
          note: input.note ?? null,
        })
        .execute();
    });
    added.valuations = await each(valuations!, 'valuation', refused, async (item) => {
      const input = checked(
        inputOf(ValuationInput, item, {
          documentId: mapped((item as { documentId?: unknown })?.documentId),
        }),
      );
      await trx
        .insertInto('vehicle_valuations')
        .values({
          ...owner,
          valued_on: input.date,
          amount: input.amount,
          currency: input.currency ?? null,
          kind: input.kind,
          valued_by: input.valuedBy ?? null,
          note: input.note ?? null,
          document_id: input.documentId ?? null,
        })
        .execute();
    });
    added.conditionReports = await each(reports!, 'condition report', refused, async (item) => {
      const input = checked(inputOf(ConditionReportInput, item));
      await trx
        .insertInto('condition_reports')
        .values({
          ...owner,
          reported_on: input.date,
          condition: input.condition,
          reported_by: input.reportedBy ?? null,
          notes: input.notes ?? null,
        })
        .execute();
    });
    if (photos.length > 0) {
      const inserted = await trx
        .insertInto('vehicle_photos')
        .values(
          photos.map(({ photo, caption, stage }, position) => ({
            ...owner,
            caption,
            stage,
            position,
            width: photo.width,
            height: photo.height,
            display_image: photo.display,
            thumb_image: photo.thumb,
          })),
        )
        .returning('id')
        .execute();
      await trx
        .updateTable('vehicles')
        .set({ cover_photo_id: inserted[0]!.id })
        .where('id', '=', car.id)
        .execute();
      added.photos = inserted.length;
    }
    const sourceId = idOf(vehicleJson);
    if (sourceId)
      await trx
        .insertInto('archive_cars')
        .values({ user_id: userId, source_id: sourceId, vehicle_id: car.id })
        .execute();
    return car.id;
  });
  return { vehicleId, added };
}

export { Refused };
