import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/database.js';
import { decodeCursor } from '../../../http/pagination.js';
import type { ActivityKind } from '@vg/contract';

// One keyset page of a member's activity (docs/product.md#activity): what they did in their garage
// and what others did to their cars and comments. Each kind is read newest first from its own
// index, a page at most, and merged. Others' actions count only while those members are active,
// and a reply on someone else's car only while that car is public.

export interface ActivityRow {
  kind: ActivityKind;
  id: string;
  created_at: Date;
  vehicle_id: string | null;
  /** Who did it (comments, admires, follows); null for my own records and photos. */
  member_id: string | null;
  source: 'maintenance' | 'modification' | null;
}

const active = (column: string) =>
  sql`exists (select 1 from users m where m.id = ${sql.ref(column)} and m.suspended_at is null)`;

export async function activityPage(
  db: Db,
  { me, cursor, limit }: { me: string; cursor?: string; limit: number },
): Promise<ActivityRow[]> {
  const position = cursor ? decodeCursor(cursor) : null;
  const after = (time: string, id: string): RawBuilder<unknown> =>
    position
      ? sql`(${sql.ref(time)}, ${sql.ref(id)}) < (${position.createdAt}, ${position.id}::uuid)`
      : sql`true`;
  const n = limit + 1;
  const records = (['maintenance', 'modification'] as const).map((source) => {
    const table = sql.table(source === 'maintenance' ? 'maintenance_records' : 'modifications');
    return sql`(select 'record'::text as kind, r.id, r.created_at, r.vehicle_id, null::uuid as member_id,
        ${source}::text as source
      from ${table} r where r.user_id = ${me} and ${after('r.created_at', 'r.id')}
      order by r.created_at desc, r.id desc limit ${n})`;
  });
  const parts = [
    ...records,
    sql`(select 'photo'::text as kind, p.id, p.moderated_at as created_at, p.vehicle_id,
        null::uuid as member_id, null::text as source
      from vehicle_photos p
      where p.user_id = ${me} and p.moderation_status = 'approved' and p.moderated_at is not null
        and ${after('p.moderated_at', 'p.id')}
      order by p.moderated_at desc, p.id desc limit ${n})`,
    sql`(select case when p.author_id = ${me} then 'reply' else 'comment' end as kind, c.id,
        c.created_at, c.vehicle_id, c.author_id as member_id, null::text as source
      from comments c
      join vehicles v on v.id = c.vehicle_id
      left join comments p on p.id = c.parent_id
      where c.author_id <> ${me} and c.deleted_at is null and c.hidden_at is null
        and ${active('c.author_id')}
        and (v.user_id = ${me} or (p.author_id = ${me} and v.visibility = 'public'))
        and ${after('c.created_at', 'c.id')}
      order by c.created_at desc, c.id desc limit ${n})`,
    sql`(select 'admire'::text as kind, a.id, a.created_at, a.vehicle_id, a.member_id,
        null::text as source
      from vehicle_admires a join vehicles v on v.id = a.vehicle_id
      where v.user_id = ${me} and a.member_id <> ${me} and ${active('a.member_id')}
        and ${after('a.created_at', 'a.id')}
      order by a.created_at desc, a.id desc limit ${n})`,
    sql`(select 'follow'::text as kind, f.id, f.created_at, null::uuid as vehicle_id,
        f.follower_id as member_id, null::text as source
      from keeper_follows f
      where f.keeper_id = ${me} and ${active('f.follower_id')} and ${after('f.created_at', 'f.id')}
      order by f.created_at desc, f.id desc limit ${n})`,
    sql`(select 'follow'::text as kind, f.id, f.created_at, f.vehicle_id,
        f.follower_id as member_id, null::text as source
      from vehicle_follows f join vehicles v on v.id = f.vehicle_id
      where v.user_id = ${me} and f.follower_id <> ${me} and ${active('f.follower_id')}
        and ${after('f.created_at', 'f.id')}
      order by f.created_at desc, f.id desc limit ${n})`,
  ];
  const { rows } = await sql<ActivityRow>`
    select * from (${sql.join(parts, sql` union all `)}) as activity
    order by created_at desc, id desc limit ${n}`.execute(db);
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at) }));
}
