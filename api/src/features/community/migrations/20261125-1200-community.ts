import { sql, type Kysely } from 'kysely';
import { REGISTRY_KEY_FOLD } from '@vg/contract/rules';

// The community (docs/product.md, Community, Comments and Registry): follows, admires, comments
// with one level of replies, reports, and the registry's normalised make and model keys with a
// search vector (docs/adr/0010-registry-search.md).

/** The SQL twin of registryKey (@vg/contract/rules); a test holds them equal on the same names. */
export const registryKeySql = (column: string) =>
  sql.raw(
    `btrim(regexp_replace(lower(translate(${column}, '${REGISTRY_KEY_FOLD.from}', '${REGISTRY_KEY_FOLD.to}')), '[^a-z0-9]+', ' ', 'g'))`,
  );

export async function up(db: Kysely<unknown>): Promise<void> {
  // Generated columns: every write of the garage keeps them current without knowing they exist,
  // and adding them computes them for every existing car (the backfill).
  await sql`alter table vehicles
    add column make_key text generated always as (${registryKeySql('make')}) stored,
    add column model_key text generated always as (${registryKeySql('model')}) stored,
    add column search_vector tsvector generated always as (to_tsvector('simple'::regconfig,
      coalesce(make, '') || ' ' || coalesce(model, '') || ' ' || coalesce(variant, '') || ' ' ||
      coalesce(coachbuilder, '') || ' ' || coalesce(current_colour, '') || ' ' ||
      coalesce(factory_colour, ''))) stored`.execute(db);
  await sql`create index vehicles_registry_idx on vehicles (make_key, model_key, model_year)
    where visibility = 'public'`.execute(db);
  await sql`create index vehicles_public_created_idx on vehicles (created_at desc, id desc)
    where visibility = 'public'`.execute(db);
  await sql`create index vehicles_search_idx on vehicles using gin (search_vector)
    where visibility = 'public'`.execute(db);
  await sql`create index users_username_pattern_idx on users (lower(username) text_pattern_ops)`.execute(
    db,
  );

  // The feeds read records, photos and showcase picks newest first, for everyone or for a few cars.
  await sql`create index maintenance_created_idx on maintenance_records (created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index maintenance_vehicle_created_idx on maintenance_records (vehicle_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index modifications_created_idx on modifications (created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index modifications_vehicle_created_idx on modifications (vehicle_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index vehicle_photos_approved_idx on vehicle_photos (moderated_at desc, id desc)
    where moderation_status = 'approved'`.execute(db);
  await sql`create index vehicle_photos_vehicle_approved_idx on vehicle_photos (vehicle_id, moderated_at desc, id desc)
    where moderation_status = 'approved'`.execute(db);

  await sql`create table keeper_follows (
    id uuid primary key default gen_random_uuid(),
    follower_id uuid not null references users (id) on delete cascade,
    keeper_id uuid not null references users (id) on delete cascade,
    created_at timestamptz(3) not null default now(),
    unique (follower_id, keeper_id),
    check (follower_id <> keeper_id)
  )`.execute(db);
  await sql`create index keeper_follows_keeper_idx on keeper_follows (keeper_id, created_at desc)`.execute(
    db,
  );

  await sql`create table vehicle_follows (
    id uuid primary key default gen_random_uuid(),
    follower_id uuid not null references users (id) on delete cascade,
    vehicle_id uuid not null references vehicles (id) on delete cascade,
    created_at timestamptz(3) not null default now(),
    unique (follower_id, vehicle_id)
  )`.execute(db);
  await sql`create index vehicle_follows_vehicle_idx on vehicle_follows (vehicle_id, created_at desc)`.execute(
    db,
  );

  await sql`create table vehicle_admires (
    id uuid primary key default gen_random_uuid(),
    member_id uuid not null references users (id) on delete cascade,
    vehicle_id uuid not null references vehicles (id) on delete cascade,
    created_at timestamptz(3) not null default now(),
    unique (member_id, vehicle_id)
  )`.execute(db);
  await sql`create index vehicle_admires_vehicle_idx on vehicle_admires (vehicle_id, created_at desc)`.execute(
    db,
  );

  // A deleted account leaves its comments' places in the thread (replies keep their context) but
  // neither its name nor its words: author_id becomes null and the text is removed with it.
  await sql`create table comments (
    id uuid primary key default gen_random_uuid(),
    vehicle_id uuid not null references vehicles (id) on delete cascade,
    target text not null check (target in ('vehicle', 'showcase')),
    parent_id uuid references comments (id) on delete cascade,
    author_id uuid references users (id) on delete set null,
    body text,
    created_at timestamptz(3) not null default now(),
    edited_at timestamptz(3),
    deleted_at timestamptz(3),
    hidden_at timestamptz(3),
    hidden_by uuid references users (id) on delete set null,
    hidden_by_role text check (hidden_by_role in ('owner', 'admin')),
    check ((body is null) = (deleted_at is not null)),
    check ((hidden_at is null) = (hidden_by_role is null))
  )`.execute(db);
  await sql`create index comments_thread_idx on comments (vehicle_id, target, created_at desc, id desc)
    where parent_id is null`.execute(db);
  await sql`create index comments_parent_idx on comments (parent_id, created_at) where parent_id is not null`.execute(
    db,
  );
  await sql`create index comments_author_idx on comments (author_id, created_at desc)`.execute(db);
  // Whichever way an account goes (deleting it from the profile, an operator's delete), its words
  // go with it: docs/product.md#comments.
  await sql`create function comments_forget_author() returns trigger language plpgsql as $$
    begin
      update comments set body = null, deleted_at = coalesce(deleted_at, now())
        where author_id = old.id and body is not null;
      return old;
    end $$`.execute(db);
  await sql`create trigger users_forget_comments before delete on users
    for each row execute function comments_forget_author()`.execute(db);

  await sql`create table content_reports (
    id uuid primary key default gen_random_uuid(),
    reporter_id uuid references users (id) on delete set null,
    target text not null check (target in ('comment', 'vehicle')),
    comment_id uuid references comments (id) on delete cascade,
    vehicle_id uuid references vehicles (id) on delete cascade,
    reported_user_id uuid references users (id) on delete set null,
    reason text not null check (reason in ('spam', 'abuse', 'off-topic', 'misleading', 'other')),
    note text,
    status text not null default 'open' check (status in ('open', 'dismissed', 'actioned')),
    resolved_by uuid references users (id) on delete set null,
    resolved_at timestamptz(3),
    created_at timestamptz(3) not null default now(),
    check ((target = 'comment') = (comment_id is not null))
  )`.execute(db);
  await sql`create index content_reports_status_idx on content_reports (status, created_at, id)`.execute(
    db,
  );
  await sql`create index content_reports_reported_idx on content_reports (reported_user_id)`.execute(
    db,
  );
  // One open report per member per comment or car: reporting twice is the same report.
  await sql`create unique index content_reports_open_comment_key on content_reports (reporter_id, comment_id)
    where status = 'open' and comment_id is not null`.execute(db);
  await sql`create unique index content_reports_open_vehicle_key on content_reports (reporter_id, vehicle_id)
    where status = 'open' and target = 'vehicle'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'content_reports',
    'comments',
    'vehicle_admires',
    'vehicle_follows',
    'keeper_follows',
  ]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
  await sql`drop trigger users_forget_comments on users`.execute(db);
  await sql`drop function comments_forget_author()`.execute(db);
  for (const index of [
    'vehicle_photos_vehicle_approved_idx',
    'vehicle_photos_approved_idx',
    'modifications_vehicle_created_idx',
    'modifications_created_idx',
    'maintenance_vehicle_created_idx',
    'maintenance_created_idx',
    'users_username_pattern_idx',
  ]) {
    await sql`drop index ${sql.ref(index)}`.execute(db);
  }
  await sql`alter table vehicles drop column search_vector, drop column model_key, drop column make_key`.execute(
    db,
  );
}
