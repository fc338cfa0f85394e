import type { Kysely } from 'kysely';

// A share link may include the notes on maintenance records and keepers, when its keeper ticks
// "include notes" (docs/product.md#sharing). Every link made before leaves them out, as the public
// page does: the notes are the keeper's own.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('share_links')
    .addColumn('show_notes', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('share_links').dropColumn('show_notes').execute();
}
