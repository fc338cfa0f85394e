import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/database.js';
import { decodeCursor } from '../../../http/pagination.js';
import { publicCover } from '../../garage/vehicles/vehicle-query.js';
import type { FeedKind, FeedScope } from '@vg/contract';

// One keyset page of the community feed (docs/product.md#community), in one statement. Each kind
// of line is read newest first from its own index, at most a page of it, as keys (time, id, car)
// that the index answers alone; the kinds are merged, and only the page's lines are then read with
// their details, cars and members. Only public cars of active keepers appear, and only approved
// photos; Following keeps what belongs to the keepers and cars I follow.

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
  // The line's car as its card shows it (null for a member's line)...
  make: string | null;
  model: string | null;
  variant: string | null;
  model_year: number | null;
  identifier_key: string | null;
  owner_username: string | null;
  visible_cover_id: string | null;
  // ...or the member who joined.
  member_username: string | null;
  member_display_name: string | null;
  member_avatar_id: string | null;
}

/** The detail columns of a line that has none of them. */
const NO_DETAIL = sql`null::text as title, null::text as category, null::text as performed_on,
  null::text as caption, null::int as width, null::int as height, null::text as note`;

/** A record's detail columns, from the row `r` of its table. */
const recordDetail = (
  categoryColumn: string,
) => sql`r.title, ${sql.ref(categoryColumn)}::text as category,
  to_char(r.performed_on, 'YYYY-MM-DD') as performed_on,
  null::text as caption, null::int as width, null::int as height, null::text as note`;

/** A kind of line about a car: a row of `table`, dated by `time`, on the car in `vehicle`. */
interface CarLineSource {
  kind: FeedKind;
  table: string;
  /** The line's id: its row's, or the car's for a showcase pick (one per car). */
  id: string;
  time: string;
  vehicle: string;
  /** Which rows are lines at all (photos: approved ones), on the row `t`. */
  isLine?: RawBuilder<unknown>;
  source?: 'maintenance' | 'modification';
  /** What the line shows, from the row `r`. */
  detail: RawBuilder<unknown>;
}

const CAR_LINES: CarLineSource[] = [
  {
    kind: 'vehicle',
    table: 'vehicles',
    id: 'id',
    time: 'created_at',
    vehicle: 'id',
    isLine: sql`t.visibility = 'public'`,
    detail: NO_DETAIL,
  },
  {
    kind: 'record',
    table: 'maintenance_records',
    id: 'id',
    time: 'created_at',
    vehicle: 'vehicle_id',
    source: 'maintenance',
    detail: recordDetail('r.category'),
  },
  {
    kind: 'record',
    table: 'modifications',
    id: 'id',
    time: 'created_at',
    vehicle: 'vehicle_id',
    source: 'modification',
    detail: recordDetail('r.system'),
  },
  {
    // A photo becomes public when a moderator approves it, so that is when it is news.
    kind: 'photo',
    table: 'vehicle_photos',
    id: 'id',
    time: 'moderated_at',
    vehicle: 'vehicle_id',
    isLine: sql`t.moderation_status = 'approved' and t.moderated_at is not null`,
    detail: sql`null::text as title, null::text as category, null::text as performed_on,
      r.caption, r.width, r.height, null::text as note`,
  },
  {
    kind: 'showcase',
    table: 'showcase_entries',
    id: 'vehicle_id',
    time: 'created_at',
    vehicle: 'vehicle_id',
    detail: sql`null::text as title, null::text as category, null::text as performed_on,
      null::text as caption, null::int as width, null::int as height, r.note`,
  },
];

/** Which rows of a kind can be on the page, newest first, at most `limit`, as their keys. */
type NewestKeys = (
  source: CarLineSource,
  keys: { cursor: CursorCondition; limit: number },
) => RawBuilder<unknown>;

const column = (alias: string, name: string) => sql.ref(`${alias}.${name}`);

/** `select` of the keys from `table t` where `conditions` hold, newest first. */
function keysOf(
  source: CarLineSource,
  { cursor, limit }: { cursor: CursorCondition; limit: number },
  ...conditions: RawBuilder<unknown>[]
) {
  const time = column('t', source.time);
  const id = column('t', source.id);
  const where = [
    ...(source.isLine ? [source.isLine] : []),
    ...conditions,
    cursor.on(`t.${source.time}`, `t.${source.id}`),
  ];
  return sql`select ${id} as id, ${time} as created_at, ${column('t', source.vehicle)} as vehicle_id
    from ${sql.table(source.table)} t where ${sql.join(where, sql` and `)}
    order by ${time} desc, ${id} desc limit ${sql.lit(limit)}`;
}

/** A kind's lines: the rows whose keys were picked, with their details. */
function linesOf(source: CarLineSource, keys: RawBuilder<unknown>): RawBuilder<FeedRow> {
  // The join keeps the keys' order, so the merge above reads each kind only as far as it needs.
  return sql<FeedRow>`(select ${source.kind}::text as kind, top.id, top.created_at, top.vehicle_id,
      ${source.source ?? null}::text as source, ${source.detail}
    from (${keys}) as top join ${sql.table(source.table)} r on ${column('r', source.id)} = top.id
    order by top.created_at desc, top.id desc)`;
}

/**
 * Everyone: the car is public and its keeper active, checked for each row the page passes. Most
 * records are of private cars, so a page passes many; each must cost a look-up of its car (and of
 * a public car's keeper), whatever the number of public cars. Written as scalar subqueries, which
 * Postgres runs per row: as EXISTS it turned the test into a join that rescanned every public car
 * for each row passed (4 to 15 ms a page), or into a hash of all public cars built per page (12 ms
 * with 10,000 of them), depending on its statistics (test/community/feed-plan.test.ts).
 */
const anyPublicCar = (vehicleColumn: RawBuilder<unknown>) => sql`(
  select (select k.suspended_at is null from users k where k.id = v.user_id)
  from vehicles v where v.id = ${vehicleColumn} and v.visibility = 'public')`;

const everyoneKeys: NewestKeys = (source, keys) =>
  keysOf(source, keys, anyPublicCar(column('t', source.vehicle)));

/**
 * Following, newest first across the community: down the kind's (time, id) index, keeping the rows
 * of followed cars until a page is full. The membership test is a subquery under OR so that
 * Postgres keeps it a hashed filter on that scan rather than a join reading every followed line.
 */
const followedNewestKeys: NewestKeys = (source, keys) =>
  keysOf(
    source,
    keys,
    sql`(${column('t', source.vehicle)} in (select id from followed) or false)`,
    sql`(select chosen from newest_first)`,
  );

/** Following, car by car: each followed car's newest rows from its (car, time) index, then merged. */
const followedByCarKeys: NewestKeys = (source, { cursor, limit }) => sql`
  select k.id, k.created_at, k.vehicle_id
  from followed f cross join lateral (${keysOf(
    source,
    { cursor, limit },
    sql`${column('t', source.vehicle)} = f.id`,
  )}) as k
  where not (select chosen from newest_first)
  order by k.created_at desc, k.id desc limit ${sql.lit(limit)}`;

/** Members who joined and can be seen (Everyone only): terms accepted, address confirmed, not suspended. */
const memberLines = (cursor: CursorCondition, limit: number) => sql<FeedRow>`
  (select 'member'::text as kind, u.id, u.created_at, null::uuid as vehicle_id, null::text as source,
     ${NO_DETAIL}
   from users u
   where u.suspended_at is null and u.consented_at is not null
     and u.email_verified_at is not null and ${cursor.on('u.created_at', 'u.id')}
   order by u.created_at desc, u.id desc limit ${sql.lit(limit)})`;

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

/**
 * How the Following feed finds each kind's lines (both find the same ones):
 * - 'newest': down the kind's (time, id) index, keeping followed cars' rows until a page is full.
 *   It reads about a page x (cars / followed cars) index entries, so it suits many followed cars;
 *   followed cars that have been quiet a long time make it read further.
 * - 'by-car': each followed car's newest rows from its (car, time) index, then the newest of those.
 *   It reads up to a page per followed car, so it suits few.
 * 'auto' picks per request, inside the statement: 'newest' once (followed cars)² x 11 > page x
 * cars, 11 being about how many lines of each kind a car has, and the car count the planner's own
 * estimate (pg_class.reltuples) rather than a count of every car on each request.
 */
export type FollowingPlan = 'auto' | 'newest' | 'by-car';

const LINES_PER_CAR = 11;

export interface FeedPageOptions {
  scope: FeedScope;
  viewerId: string;
  kind?: FeedKind;
  cursor?: string;
  limit: number;
  plan?: FollowingPlan;
}

export async function feedPage(db: Db, options: FeedPageOptions): Promise<FeedRow[]> {
  const statement = feedStatement(options);
  if (!statement) return [];
  const { rows } = await statement.execute(db);
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at) }));
}

/** The one statement that reads a page (null when the page can have no line). */
export function feedStatement(options: FeedPageOptions): RawBuilder<FeedRow> | null {
  const { scope, viewerId, kind, cursor, limit, plan = 'auto' } = options;
  // The page size is written into the statement (a validated integer), not passed as a parameter:
  // knowing it, Postgres costs its one generic plan of a prepared statement right and keeps it,
  // instead of planning this long statement afresh on each request (~3 ms).
  const keys = { cursor: cursorCondition(cursor), limit: limit + 1 };
  const following = scope === 'following';
  const sources = CAR_LINES.filter((source) => !kind || source.kind === kind);
  const parts = following
    ? // Both plans are in the statement, each gated on the choice, which Postgres makes once:
      // the other is never run.
      sources.flatMap((source) => [
        linesOf(source, followedNewestKeys(source, keys)),
        linesOf(source, followedByCarKeys(source, keys)),
      ])
    : sources.map((source) => linesOf(source, everyoneKeys(source, keys)));
  if (!following && (!kind || kind === 'member')) parts.push(memberLines(keys.cursor, keys.limit));
  if (parts.length === 0) return null;
  // Following: the cars I follow and the cars of the keepers I follow, public and of active
  // keepers, read once in the same statement; then the plan.
  const followed = sql`with followed as materialized (
      select v.id from vehicle_follows f
        join vehicles v on v.id = f.vehicle_id join users k on k.id = v.user_id
      where f.follower_id = ${viewerId} and v.visibility = 'public' and k.suspended_at is null
      union
      select v.id from keeper_follows f
        join users k on k.id = f.keeper_id join vehicles v on v.user_id = f.keeper_id
      where f.follower_id = ${viewerId} and v.visibility = 'public' and k.suspended_at is null),
    newest_first as materialized (
      select ${
        plan === 'auto'
          ? sql`(select count(*) from followed) ^ 2 * ${sql.lit(LINES_PER_CAR)} > ${sql.lit(keys.limit)}
              * greatest((select reltuples from pg_class where oid = 'vehicles'::regclass), 0)`
          : sql.lit(plan === 'newest')
      } as chosen)`;
  // The page's cars and members come with its lines: the page is this one statement.
  return sql<FeedRow>`
    ${following ? followed : sql``}
    select feed.*, vehicles.make, vehicles.model, vehicles.variant, vehicles.model_year,
      vehicles.identifier_key, keeper.username as owner_username, ${publicCover} as visible_cover_id,
      member.username as member_username, member.display_name as member_display_name,
      member.avatar_id as member_avatar_id
    from (
      select * from (${sql.join(parts, sql` union all `)}) as lines
      order by created_at desc, id desc limit ${sql.lit(keys.limit)}
    ) as feed
    left join vehicles on vehicles.id = feed.vehicle_id
    left join users keeper on keeper.id = vehicles.user_id
    left join users member on feed.kind = 'member' and member.id = feed.id
    order by feed.created_at desc, feed.id desc`;
}
