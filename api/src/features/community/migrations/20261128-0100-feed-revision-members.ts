import { sql, type Kysely } from 'kysely';

// The Everyone feed is kept until the feed's revision moves too (feed/community-feed.ts), and it
// has lines the Following feed has not: members who joined, shown once their address is confirmed
// and the terms accepted, with their name and picture. So the revision also moves when a member
// becomes one to show (or stops being one) and when a shown member's name or picture changes.
// Username and suspension already move it (20261126-0300-feed-revision.ts).

const SHOWN = (row: 'new' | 'old') =>
  `${row}.consented_at is not null and ${row}.email_verified_at is not null`;

const TRIGGERS = [
  { name: 'feed_revision_member_insert', event: 'insert', when: SHOWN('new') },
  {
    name: 'feed_revision_member_update',
    event: 'update of consented_at, email_verified_at, display_name, avatar_id',
    when: `(old.consented_at is null) is distinct from (new.consented_at is null)
      or (old.email_verified_at is null) is distinct from (new.email_verified_at is null)
      or old.display_name is distinct from new.display_name
      or old.avatar_id is distinct from new.avatar_id`,
  },
  { name: 'feed_revision_member_delete', event: 'delete', when: SHOWN('old') },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, event, when } of TRIGGERS) {
    await sql`create trigger ${sql.id(name)} after ${sql.raw(event)} on users
      for each row when (${sql.raw(when)}) execute function feed_changed('any')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of TRIGGERS) await sql`drop trigger ${sql.id(name)} on users`.execute(db);
}
