import type { Kysely } from 'kysely';

// The locale a member's emails and notifications write dates in (docs/product.md#dates): what their
// browser asked for (Accept-Language, negotiated against @vg/contract's supported list) when they
// last registered or signed in. Null until then: British English, the product's own.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('locale', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('locale').execute();
}
