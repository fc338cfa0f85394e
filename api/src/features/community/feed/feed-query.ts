import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/database.js';
import { decodeCursor } from '../../../http/pagination.js';
import type { FeedKind, FeedScope } from '@vg/contract';

// One keyset page of the community feed (docs/product.md#community). Each kind of line is read
// newest first from its own index, at most a page of it, and the pages are merged: the cost is a
// few short index scans whatever the size of the community. Only public cars of active keepers
// appear, and only approved photos; Following keeps what belongs to the keepers and cars I follow.

export interface FeedRow {
  kind: FeedKind;
  /** The record's, photo's, member's or vehicle's id (for a showcase pick: the vehicle's). */
  id: string;
  created_at: Date;
  vehicle_id: string | null;
  /** For a record: which table it is from. */
  source: 'maintenance' | 'modification' | null;
  // What the line shows, read with it (one round trip rather than one per kind): a record's
  // title, category and date, a photo's caption and size, a showcase pick's note.
  title: string | null;
  category: string | null;
  performed_on: string | null;
  caption: string | null;
  width: number | null;
  height: number | null;
  note: string | null;
}

/** The detail columns of a line that has none of them. */
const NO_DETAIL = sql`null::text as title, null::text as category, null::text as performed_on,
  null::text as caption, null::int as width, null::int as height, null::text as note`;

interface Source {
  kind: FeedKind;
  everyoneOnly?: boolean;
  query: (filter: {
    cursor: CursorCondition;
    /** Which cars' lines may show: the condition on a vehicle id column. */
    car: (vehicleIdColumn: string) => RawBuilder<unknown>;
    limit: number;
  }) => RawBuilder<FeedRow>;
}

/** Everyone: the car is public and its keeper active, checked for the few rows each page reads. */
const anyPublicCar = (column: string) => sql`exists (
  select 1 from vehicles v join users k on k.id = v.user_id
  where v.id = ${sql.ref(column)} and v.visibility = 'public' and k.suspended_at is null)`;

const SOURCES: Source[] = [
  {
    kind: 'vehicle',
    query: ({ cursor, car, limit }) => sql<FeedRow>`
      (select 'vehicle'::text as kind, c.id, c.created_at, c.id as vehicle_id, null::text as source,
         ${NO_DETAIL}
       from vehicles c
       where c.visibility = 'public' and ${car('c.id')} and ${cursor.on('c.created_at', 'c.id')}
       order by c.created_at desc, c.id desc limit ${limit})`,
  },
  ...(['maintenance', 'modification'] as const).map((source): Source => ({
    kind: 'record',
    query: ({ cursor, car, limit }) => {
      const table = sql.table(source === 'maintenance' ? 'maintenance_records' : 'modifications');
      const category = sql.ref(source === 'maintenance' ? 'r.category' : 'r.system');
      return sql<FeedRow>`
          (select 'record'::text as kind, r.id, r.created_at, r.vehicle_id, ${source}::text as source,
             r.title, ${category}::text as category, to_char(r.performed_on, 'YYYY-MM-DD') as performed_on,
             null::text as caption, null::int as width, null::int as height, null::text as note
           from ${table} r
           where ${car('r.vehicle_id')} and ${cursor.on('r.created_at', 'r.id')}
           order by r.created_at desc, r.id desc limit ${limit})`;
    },
  })),
  {
    kind: 'photo',
    // A photo becomes public when a moderator approves it, so that is when it is news.
    query: ({ cursor, car, limit }) => sql<FeedRow>`
      (select 'photo'::text as kind, p.id, p.moderated_at as created_at, p.vehicle_id, null::text as source,
         null::text as title, null::text as category, null::text as performed_on,
         p.caption, p.width, p.height, null::text as note
       from vehicle_photos p
       where p.moderation_status = 'approved' and p.moderated_at is not null
         and ${car('p.vehicle_id')} and ${cursor.on('p.moderated_at', 'p.id')}
       order by p.moderated_at desc, p.id desc limit ${limit})`,
  },
  {
    kind: 'showcase',
    query: ({ cursor, car, limit }) => sql<FeedRow>`
      (select 'showcase'::text as kind, s.vehicle_id as id, s.created_at, s.vehicle_id, null::text as source,
         null::text as title, null::text as category, null::text as performed_on,
         null::text as caption, null::int as width, null::int as height, s.note
       from showcase_entries s
       where ${car('s.vehicle_id')} and ${cursor.on('s.created_at', 's.vehicle_id')}
       order by s.created_at desc, s.vehicle_id desc limit ${limit})`,
  },
  {
    kind: 'member',
    everyoneOnly: true,
    // Members who can be seen: terms accepted, address confirmed, not suspended.
    query: ({ cursor, limit }) => sql<FeedRow>`
      (select 'member'::text as kind, u.id, u.created_at, null::uuid as vehicle_id, null::text as source,
         ${NO_DETAIL}
       from users u
       where u.suspended_at is null and u.consented_at is not null
         and u.email_verified_at is not null and ${cursor.on('u.created_at', 'u.id')}
       order by u.created_at desc, u.id desc limit ${limit})`,
  },
];

/** A condition on (time, id) columns, placed by each source on its own columns. */
interface CursorCondition {
  on(timeColumn: string, idColumn: string): RawBuilder<unknown>;
}

function cursorCondition(cursor: string | undefined): CursorCondition {
  if (!cursor) return { on: () => sql`true` };
  const { createdAt, id } = decodeCursor(cursor);
  return {
    on: (time, idColumn) =>
      sql`(${sql.ref(time)}, ${sql.ref(idColumn)}) < (${createdAt}, ${id}::uuid)`,
  };
}

export async function feedPage(
  db: Db,
  options: { scope: FeedScope; viewerId: string; kind?: FeedKind; cursor?: string; limit: number },
): Promise<FeedRow[]> {
  const { scope, viewerId, kind, cursor, limit } = options;
  // Following: the cars I follow and the cars of the keepers I follow, public and of active
  // keepers, read once in the same statement; each kind of line then reads only those cars' rows,
  // newest first, from its (vehicle, time) index.
  const followed = sql`with followed as materialized (
      select v.id from vehicle_follows f
        join vehicles v on v.id = f.vehicle_id join users k on k.id = v.user_id
      where f.follower_id = ${viewerId} and v.visibility = 'public' and k.suspended_at is null
      union
      select v.id from keeper_follows f
        join users k on k.id = f.keeper_id join vehicles v on v.user_id = f.keeper_id
      where f.follower_id = ${viewerId} and v.visibility = 'public' and k.suspended_at is null)`;
  const car =
    scope === 'following'
      ? (column: string) => sql`${sql.ref(column)} = any(array(select id from followed))`
      : anyPublicCar;
  const where = cursorCondition(cursor);
  const sources = SOURCES.filter(
    (source) => (!kind || source.kind === kind) && !(source.everyoneOnly && scope === 'following'),
  );
  if (sources.length === 0) return [];
  const parts = sources.map((source) =>
    source.query({
      cursor: where,
      car,
      limit: limit + 1,
    }),
  );
  const { rows } = await sql<FeedRow>`
    ${scope === 'following' ? followed : sql``}
    select * from (${sql.join(parts, sql` union all `)}) as feed
    order by created_at desc, id desc limit ${limit + 1}`.execute(db);
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at) }));
}
