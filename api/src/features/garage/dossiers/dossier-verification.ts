import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { DossierEntry, DossiersTable } from '../tables.js';
import { changedFieldLabels } from './dossier-field-labels.js';
import { dossierEntries, keeperTitle, loadDossierContent, withAuthors } from './dossier-content.js';
import { normaliseDossierCode } from './dossier-code.js';
import { compareDocuments } from './dossier-documents.js';
import type {
  DossierVerification,
  DossierVerificationDocument,
  DossierVerificationEntry,
} from '@vg/contract';

const key = (entry: { kind: string; id: string }) => `${entry.kind}:${entry.id}`;

const keeperNow = async (db: Db, row: Selectable<DossiersTable>) =>
  (
    await db
      .selectFrom('vehicles')
      .select('user_id')
      .where('id', '=', row.vehicle_id)
      .executeTakeFirst()
  )?.user_id ?? row.user_id;

/**
 * What a buyer is told about a dossier (docs/product.md#sale-dossier): each record it holds, when
 * it was entered, and whether the garage still holds the same (its content hashed again now), each
 * paper it lists and whether the garage still keeps that very file, or that it was withdrawn and
 * nothing else; of a keeper, their period and how they came to the car,
 * never who. Null for a code that names nothing, and for a suspended keeper's dossier, which must
 * look the same (docs/security.md, T42).
 */
export async function verifyDossier(db: Db, typed: string): Promise<DossierVerification | null> {
  const code = normaliseDossierCode(typed);
  if (!code) return null;
  const row = await db
    .selectFrom('dossiers')
    .innerJoin('users', 'users.id', 'dossiers.user_id')
    .selectAll('dossiers')
    .where('dossiers.code', '=', code)
    .where('users.suspended_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  if (row.withdrawn_at)
    return {
      code,
      state: 'withdrawn',
      madeAt: null,
      fingerprint: null,
      vehicleTitle: null,
      entries: [],
      documents: [],
    };

  const { entries, documents, changed } = await dossierChanges(db, row);
  return {
    code,
    state: changed === 0 ? 'valid' : 'changed',
    madeAt: row.created_at.toISOString(),
    fingerprint: row.fingerprint,
    vehicleTitle: row.entries.find((entry) => entry.kind === 'vehicle')?.title ?? null,
    entries,
    documents,
  };
}

type Garage = (row: Selectable<DossiersTable>) => Promise<DossierEntry[]>;

/**
 * A live dossier against the garage now: its records and its papers, and how many of them no
 * longer match (records changed or removed, papers removed).
 */
export async function dossierChanges(
  db: Db,
  row: Selectable<DossiersTable>,
  garage?: Garage,
): Promise<{
  entries: DossierVerificationEntry[];
  documents: DossierVerificationDocument[];
  changed: number;
}> {
  const [entries, documents] = await Promise.all([
    compareDossier(db, row, garage),
    compareDocuments(db, row),
  ]);
  const changed = [...entries, ...documents].filter((item) => item.state !== 'unchanged').length;
  return { entries, documents, changed };
}

/**
 * Each record a live dossier holds (its papers are compared by dossier-documents.ts), against what
 * the garage holds now: unchanged, changed (when, and which fields), or removed.
 */
export async function compareDossier(
  db: Db,
  row: Selectable<DossiersTable>,
  garage: Garage = (dossier) => garageEntries(db, dossier),
): Promise<DossierVerificationEntry[]> {
  const now = new Map((await garage(row)).map((entry) => [key(entry), entry]));
  const records = row.entries.filter((held) => held.kind !== 'document');
  const entries = records.map((held): DossierVerificationEntry => {
    const current = now.get(key(held));
    const state = !current ? 'removed' : current.hash === held.hash ? 'unchanged' : 'changed';
    const keeper = held.kind === 'ownership';
    return {
      kind: held.kind,
      // A keeper by how they came to the car, never by the name a dossier made before held.
      title: keeper ? keeperTitle(held.acquisition) : held.title,
      date: held.date,
      until: keeper ? (held.until ?? null) : null,
      enteredAt: held.enteredAt,
      state,
      changedAt: state === 'changed' ? current!.updatedAt : null,
      changedFields:
        state === 'changed' ? changedFieldLabels(held.fields, current!.fields ?? {}) : [],
      // Who wrote it, by role (never a keeper's name): as the dossier printed it, else, for a
      // dossier made before it printed it, as the garage tells it now.
      ...((held.author ?? current?.author) && { author: held.author ?? current!.author }),
    };
  });
  return entries;
}

/**
 * What the garage holds now of a dossier's car, as that dossier's options print it: read as its
 * keeper now keeps it, so that a dossier made before a hand-over still verifies after it.
 */
export async function garageEntries(db: Db, row: Selectable<DossiersTable>) {
  const content = await loadDossierContent(db, await keeperNow(db, row), row.vehicle_id, {
    paper: row.paper,
    costs: row.show_costs,
    notes: row.show_notes,
    photoIds: [],
    documentIds: [],
    appendDocuments: false,
    costRange: null,
  });
  return withAuthors(dossierEntries(content), content);
}
