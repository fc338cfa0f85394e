import { sql, type Kysely } from 'kysely';

// The look a member chose (docs/product.md#appearance): 'light', 'dark' or 'system' (their device's),
// kept with their account so each device they sign in on paints in it. 'system' until they choose.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('theme', 'text', (column) =>
      column
        .notNull()
        .defaultTo('system')
        .check(sql`theme in ('light', 'dark', 'system')`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('theme').execute();
}
