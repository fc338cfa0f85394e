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
}

interface Source {
  kind: FeedKind;
  everyoneOnly?: boolean;
  query: (filter: {
    cursor: CursorCondition;
    following: RawBuilder<unknown>;
    limit: number;
  }) => RawBuilder<FeedRow>;
}

/** The car is public and its keeper active. */
const publicCar = sql`v.visibility = 'public' and exists (
  select 1 from users k where k.id = v.user_id and k.suspended_at is null)`;

const SOURCES: Source[] = [
  {
    kind: 'vehicle',
    query: ({ cursor, following, limit }) => sql<FeedRow>`
      (select 'vehicle'::text as kind, v.id, v.created_at, v.id as vehicle_id, null::text as source
       from vehicles v
       where ${publicCar} and ${following} and ${cursor.on('v.created_at', 'v.id')}
       order by v.created_at desc, v.id desc limit ${limit})`,
  },
  ...(['maintenance', 'modification'] as const).map((source): Source => ({
    kind: 'record',
    query: ({ cursor, following, limit }) => {
      const table = sql.table(source === 'maintenance' ? 'maintenance_records' : 'modifications');
      return sql<FeedRow>`
          (select 'record'::text as kind, r.id, r.created_at, r.vehicle_id, ${source}::text as source
           from ${table} r join vehicles v on v.id = r.vehicle_id
           where ${publicCar} and ${following} and ${cursor.on('r.created_at', 'r.id')}
           order by r.created_at desc, r.id desc limit ${limit})`;
    },
  })),
  {
    kind: 'photo',
    // A photo becomes public when a moderator approves it, so that is when it is news.
    query: ({ cursor, following, limit }) => sql<FeedRow>`
      (select 'photo'::text as kind, p.id, p.moderated_at as created_at, p.vehicle_id, null::text as source
       from vehicle_photos p join vehicles v on v.id = p.vehicle_id
       where p.moderation_status = 'approved' and p.moderated_at is not null
         and ${publicCar} and ${following} and ${cursor.on('p.moderated_at', 'p.id')}
       order by p.moderated_at desc, p.id desc limit ${limit})`,
  },
  {
    kind: 'showcase',
    query: ({ cursor, following, limit }) => sql<FeedRow>`
      (select 'showcase'::text as kind, s.vehicle_id as id, s.created_at, s.vehicle_id, null::text as source
       from showcase_entries s join vehicles v on v.id = s.vehicle_id
       where ${publicCar} and ${following} and ${cursor.on('s.created_at', 's.vehicle_id')}
       order by s.created_at desc, s.vehicle_id desc limit ${limit})`,
  },
  {
    kind: 'member',
    everyoneOnly: true,
    // Members who can be seen: terms accepted, address confirmed, not suspended.
    query: ({ cursor, limit }) => sql<FeedRow>`
      (select 'member'::text as kind, u.id, u.created_at, null::uuid as vehicle_id, null::text as source
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
  // The cars I follow and the public cars of the keepers I follow, read once: each source then
  // reads only those cars' rows, newest first, from its (vehicle, time) index.
  let following: RawBuilder<unknown> = sql`true`;
  if (scope === 'following') {
    const { rows: followed } = await sql<{ id: string }>`
      select f.vehicle_id as id from vehicle_follows f where f.follower_id = ${viewerId}
      union
      select v.id from keeper_follows f join vehicles v on v.user_id = f.keeper_id
      where f.follower_id = ${viewerId} and v.visibility = 'public'`.execute(db);
    if (followed.length === 0) return [];
    following = sql`v.id = any(${followed.map((row) => row.id)}::uuid[])`;
  }
  const where = cursorCondition(cursor);
  const sources = SOURCES.filter(
    (source) => (!kind || source.kind === kind) && !(source.everyoneOnly && scope === 'following'),
  );
  if (sources.length === 0) return [];
  const parts = sources.map((source) =>
    source.query({
      cursor: where,
      following,
      limit: limit + 1,
    }),
  );
  const { rows } = await sql<FeedRow>`
    select * from (${sql.join(parts, sql` union all `)}) as feed
    order by created_at desc, id desc limit ${limit + 1}`.execute(db);
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at) }));
}
