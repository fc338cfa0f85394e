import type { Db } from '../../../db/database.js';
import { ownershipTimeline } from '../../garage/provenance/ownership-store.js';
import { vehicleHistoryCsv } from '../../garage/records/history-csv.js';
import { selectMaintenance, toMaintenanceRecords } from '../../garage/records/maintenance-store.js';
import { selectModifications, toModification } from '../../garage/records/modification-store.js';
import { toOwnedVehicle, vehicleTitle } from '../../garage/vehicles/vehicle-mapper.js';
import { selectVehicles } from '../../garage/vehicles/vehicle-query.js';
import { keepingEntries } from './archive-keeping.js';
import { paperEntries } from './archive-papers.js';
import type { ZipEntry } from './write-zip.js';

// What "Export everything" puts in the archive (docs/product.md#your-data): the profile, and for
// every car its particulars, provenance, maintenance and modifications (CSV and JSON) and its
// photographs as stored, and its papers as uploaded. Read straight from the database, as the member's own answers would be, and
// a file at a time as the archive is written: a photograph is read only when its turn comes.

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/** A folder name a file system on any computer accepts, unique within the archive. */
function folderName(title: string, id: string, taken: Set<string>): string {
  const base = title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'vehicle';
  const name = taken.has(base) ? `${base}-${id.slice(0, 8)}` : base;
  taken.add(name);
  return name;
}

const README = `Vintage Garage: everything in your account

profile.json                      your profile
vehicles/<car>/vehicle.json       the car's particulars, as you entered them
vehicles/<car>/provenance.json    its keepers, first to last
vehicles/<car>/history.csv        maintenance and modifications, oldest first, for a spreadsheet
vehicles/<car>/maintenance.json   every maintenance record with its parts
vehicles/<car>/modifications.json every modification
vehicles/<car>/costs.json         its costs of keeping (insurance, tax, storage…), fuel.json its
                                  fill-ups, valuations.json and condition-reports.json
vehicles/<car>/photos/            its photographs, with photos.json for captions and review state
vehicles/<car>/papers/            its papers exactly as you uploaded them, with papers.json for their
                                  details and SHA-256 fingerprints

Photographs are the largest version Vintage Garage keeps of each upload (WebP).
The photo files you uploaded are not kept: each was re-encoded on arrival, which removes the camera details and the location (GPS) a photo can carry, so no copy of them exists to export.
`;

/**
 * The archive's files for one member, each read when the archive asks for it; `onVehicle(done,
 * total)` after each car, for the progress the profile shows.
 */
export async function* accountArchiveEntries(
  db: Db,
  userId: string,
  photoSecret: string,
  onVehicle: (done: number, total: number) => Promise<void>,
): AsyncGenerator<ZipEntry> {
  const user = await db
    .selectFrom('users')
    .select(['username', 'email', 'display_name', 'bio', 'location', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  yield { name: 'README.txt', data: Buffer.from(README, 'utf8') };
  yield {
    name: 'profile.json',
    data: json({
      username: user.username,
      email: user.email,
      displayName: user.display_name,
      bio: user.bio,
      location: user.location,
      memberSince: user.created_at.toISOString(),
    }),
  };
  const vehicles = await selectVehicles(db, 'owner')
    .where('vehicles.user_id', '=', userId)
    .orderBy('vehicles.created_at')
    .execute();
  const taken = new Set<string>();
  for (const [index, row] of vehicles.entries()) {
    const folder = `vehicles/${folderName(vehicleTitle(row), row.id, taken)}`;
    const [maintenanceRows, modificationRows, ownership, history, photos] = await Promise.all([
      selectMaintenance(db)
        .where('maintenance_records.user_id', '=', userId)
        .where('maintenance_records.vehicle_id', '=', row.id)
        .orderBy('maintenance_records.performed_on')
        .execute(),
      selectModifications(db, userId)
        .where('modifications.vehicle_id', '=', row.id)
        .orderBy('modifications.created_at')
        .execute(),
      ownershipTimeline(db, row.id),
      vehicleHistoryCsv(db, userId, row.id),
      db
        .selectFrom('vehicle_photos')
        .select(['id', 'caption', 'stage', 'moderation_status', 'created_at'])
        .where('vehicle_id', '=', row.id)
        .orderBy('position')
        .orderBy('created_at')
        .execute(),
    ]);
    // The photographs travel as files; their addresses on the site would mean nothing offline.
    const vehicle = { ...toOwnedVehicle(row, photoSecret), coverPhoto: undefined };
    const photoFiles = photos.map((photo, position) => ({
      file: `photos/${String(position + 1).padStart(3, '0')}-${photo.id.slice(0, 8)}.webp`,
      photo,
    }));
    yield { name: `${folder}/vehicle.json`, data: json(vehicle) };
    yield { name: `${folder}/provenance.json`, data: json(ownership) };
    yield { name: `${folder}/history.csv`, data: Buffer.from(history.csv, 'utf8') };
    yield {
      name: `${folder}/maintenance.json`,
      data: json(await toMaintenanceRecords(db, maintenanceRows)),
    };
    yield {
      name: `${folder}/modifications.json`,
      data: json(modificationRows.map(toModification)),
    };
    yield {
      name: `${folder}/photos/photos.json`,
      data: json(
        photoFiles.map(({ file, photo }) => ({
          file: file.slice('photos/'.length),
          caption: photo.caption,
          stage: photo.stage,
          review: photo.moderation_status,
          uploadedAt: photo.created_at.toISOString(),
        })),
      ),
    };
    for (const { file, photo } of photoFiles) {
      const stored = await db
        .selectFrom('vehicle_photos')
        .select('display_image')
        .where('id', '=', photo.id)
        .executeTakeFirst();
      // A photograph deleted while the archive is made is left out, as it would be a moment later.
      if (stored) yield { name: `${folder}/${file}`, data: Buffer.from(stored.display_image) };
    }
    yield* keepingEntries(db, userId, row.id, folder);
    yield* paperEntries(db, userId, row.id, folder);
    await onVehicle(index + 1, vehicles.length);
  }
}
