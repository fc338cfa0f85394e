import type { EntryAuthor, Recorder } from '@vg/contract';
import { sql } from 'kysely';
import type { AuthoredTable } from '../common/vehicle-access.js';

// Who entered an entry, told to those who keep and work on the car (docs/product.md#hand-over,
// #workshops-and-co-keepers): the car's keeper is `user_id`, which follows the car when it changes
// hands; `entered_by` stays with whoever wrote it; a workshop or co-keeper is known by the access
// they were given to the car, which is kept after it ends.

interface LetIn {
  role: 'workshop' | 'co-keeper';
  name: string | null;
}

/**
 * The access through which `entered_by` wrote the entry, if it was not its keeper's: the latest
 * they had accepted on that car when they wrote it (a former keeper let in later as a workshop
 * keeps their own keeping's entries). A workshop is named by its business name; a co-keeper by username
 * only while still let in (a former keeper's helpers are not the new keeper's to know).
 */
export function letIn(alias: string) {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<LetIn | null>`case when ${column('entered_by')} = ${column('user_id')} then null else (
    select json_build_object('role', c.role, 'name',
      case when c.role = 'workshop' then c.business_name when c.ended_at is null then u.username end)
    from vehicle_collaborators c join users u on u.id = c.member_id
    where c.vehicle_id = ${column('vehicle_id')} and c.member_id = ${column('entered_by')}
      and c.accepted_at <= ${column('created_at')}
    order by c.invited_at desc limit 1) end`;
}

export const letInColumn = (table: AuthoredTable) => letIn(table).as('let_in');

interface AuthoredRow {
  user_id: string;
  entered_by: string;
  let_in: LetIn | null;
}

export const recorderOf = (row: AuthoredRow): Recorder =>
  row.entered_by === row.user_id ? 'keeper' : (row.let_in?.role ?? 'previous-keeper');

/** The answer's authorship fields. */
export const authorshipOf = (row: AuthoredRow) => ({
  recordedBy: recorderOf(row),
  recordedByName: row.let_in?.name ?? null,
});

/**
 * Who wrote an entry, told to others (docs/product.md#public-car-page, #sale-dossier): the public
 * page, a share link, a sale dossier and its verification page. By role only: whoever kept the car
 * (its keeper, the keeper before, a co-keeper) is the keeper at the time; a workshop by the business
 * name it gave, else none. Never a person: a co-keeper's username stays with the car's keeper.
 */
export function authorToldToOthers(authorship: {
  recordedBy?: Recorder;
  recordedByName?: string | null;
}): EntryAuthor {
  if (authorship.recordedBy !== 'workshop') return { role: 'keeper', workshopName: null };
  return { role: 'workshop', workshopName: authorship.recordedByName?.trim() || null };
}

/** An entry of the keeper's answers as others read it: its author by role, not the keeper's words. */
export function toldToOthers<
  Entry extends { recordedBy?: Recorder; recordedByName?: string | null },
>(entry: Entry): Omit<Entry, 'recordedBy' | 'recordedByName'> & { author: EntryAuthor } {
  const { recordedBy, recordedByName, ...rest } = entry;
  return { ...rest, author: authorToldToOthers({ recordedBy, recordedByName }) };
}
