import { sql, type Kysely } from 'kysely';

// An administrator's hiding of a comment nobody reported is kept as a moderation entry, already
// acted on, so that the Reports screen finds it again and restores it (docs/product.md#moderation).
// It is marked as the moderator's own, so it never counts as a report about the member.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table content_reports add column by_moderator boolean not null default false`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table content_reports drop column by_moderator`.execute(db);
}
