import { sql, type Kysely } from 'kysely';

// The language a member chose (docs/product.md#languages): their screens, emails, notifications and
// sale dossiers are written in it on every device. Null until they choose: they read their
// browser's language, and their emails the one it asked for when they last signed in (`locale`).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (column) =>
      column.check(sql`language in ('en', 'de', 'fr', 'it')`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
