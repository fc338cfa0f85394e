import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AdmireState, FollowState, KeeperCommunity, VehicleCommunity } from '@vg/contract';

// Follows and admires. Counts leave out suspended members (their content disappears from every
// count, docs/product.md#moderation) and are read back after each change, so a button shows the
// truth even when two tabs click at once.

const activeMember = (column: string) =>
  sql<boolean>`exists (select 1 from users m where m.id = ${sql.ref(column)} and m.suspended_at is null)`;

export async function vehicleFollowerCount(db: Db, vehicleId: string): Promise<number> {
  const row = await db
    .selectFrom('vehicle_follows')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('vehicle_id', '=', vehicleId)
    .where(activeMember('vehicle_follows.follower_id'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function admireCount(db: Db, vehicleId: string): Promise<number> {
  const row = await db
    .selectFrom('vehicle_admires')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('vehicle_id', '=', vehicleId)
    .where(activeMember('vehicle_admires.member_id'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function keeperFollowerCount(db: Db, keeperId: string): Promise<number> {
  const row = await db
    .selectFrom('keeper_follows')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('keeper_id', '=', keeperId)
    .where(activeMember('keeper_follows.follower_id'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Visible comments and replies of a car's threads (both the page's and the showcase entry's). */
export async function visibleCommentCount(
  db: Db,
  vehicleId: string,
  target?: 'vehicle' | 'showcase',
): Promise<number> {
  let query = db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.author_id')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('comments.vehicle_id', '=', vehicleId)
    .where('comments.deleted_at', 'is', null)
    .where('comments.hidden_at', 'is', null)
    .where('users.suspended_at', 'is', null)
    // A reply under a hidden or deleted comment is not shown, so it is not counted either.
    .where((eb) =>
      eb.or([
        eb('comments.parent_id', 'is', null),
        eb.exists(
          eb
            .selectFrom('comments as parent')
            .innerJoin('users as pa', 'pa.id', 'parent.author_id')
            .select('parent.id')
            .whereRef('parent.id', '=', 'comments.parent_id')
            .where('parent.hidden_at', 'is', null)
            .where('pa.suspended_at', 'is', null),
        ),
      ]),
    );
  if (target) query = query.where('comments.target', '=', target);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function vehicleCommunity(
  db: Db,
  car: { id: string; user_id: string },
  callerId: string | null,
): Promise<VehicleCommunity> {
  const [followerCount, admires, commentCount, mine] = await Promise.all([
    vehicleFollowerCount(db, car.id),
    admireCount(db, car.id),
    visibleCommentCount(db, car.id),
    callerId
      ? db
          .selectNoFrom((eb) => [
            eb
              .exists(
                eb
                  .selectFrom('vehicle_follows')
                  .select('id')
                  .where('follower_id', '=', callerId)
                  .where('vehicle_id', '=', car.id),
              )
              .as('following'),
            eb
              .exists(
                eb
                  .selectFrom('vehicle_admires')
                  .select('id')
                  .where('member_id', '=', callerId)
                  .where('vehicle_id', '=', car.id),
              )
              .as('admired'),
          ])
          .executeTakeFirstOrThrow()
      : null,
  ]);
  return {
    vehicleId: car.id,
    followerCount,
    admireCount: admires,
    commentCount,
    following: mine ? Boolean(mine.following) : null,
    admired: mine ? Boolean(mine.admired) : null,
    isOwner: callerId === car.user_id,
  };
}

export async function keeperCommunity(
  db: Db,
  keeperId: string,
  callerId: string | null,
): Promise<KeeperCommunity> {
  const [followerCount, following, mine] = await Promise.all([
    keeperFollowerCount(db, keeperId),
    db
      .selectFrom('keeper_follows')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('follower_id', '=', keeperId)
      .executeTakeFirstOrThrow(),
    callerId
      ? db
          .selectFrom('keeper_follows')
          .select('id')
          .where('follower_id', '=', callerId)
          .where('keeper_id', '=', keeperId)
          .executeTakeFirst()
      : undefined,
  ]);
  const vehicles = await db
    .selectFrom('vehicle_follows')
    .innerJoin('vehicles', 'vehicles.id', 'vehicle_follows.vehicle_id')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('vehicle_follows.follower_id', '=', keeperId)
    .where('vehicles.visibility', '=', 'public')
    .executeTakeFirstOrThrow();
  return {
    followerCount,
    followingCount: Number(following.count) + Number(vehicles.count),
    following: callerId ? Boolean(mine) : null,
    isSelf: callerId === keeperId,
  };
}

/** Adds the follow; answers whether it is new (only a new one tells the keeper). */
export async function followVehicle(db: Db, followerId: string, vehicleId: string) {
  const added = await db
    .insertInto('vehicle_follows')
    .values({ follower_id: followerId, vehicle_id: vehicleId })
    .onConflict((oc) => oc.columns(['follower_id', 'vehicle_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(added);
}

export async function unfollowVehicle(db: Db, followerId: string, vehicleId: string) {
  await db
    .deleteFrom('vehicle_follows')
    .where('follower_id', '=', followerId)
    .where('vehicle_id', '=', vehicleId)
    .execute();
}

export async function followKeeper(db: Db, followerId: string, keeperId: string) {
  const added = await db
    .insertInto('keeper_follows')
    .values({ follower_id: followerId, keeper_id: keeperId })
    .onConflict((oc) => oc.columns(['follower_id', 'keeper_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(added);
}

export async function unfollowKeeper(db: Db, followerId: string, keeperId: string) {
  await db
    .deleteFrom('keeper_follows')
    .where('follower_id', '=', followerId)
    .where('keeper_id', '=', keeperId)
    .execute();
}

export async function admire(db: Db, memberId: string, vehicleId: string) {
  const added = await db
    .insertInto('vehicle_admires')
    .values({ member_id: memberId, vehicle_id: vehicleId })
    .onConflict((oc) => oc.columns(['member_id', 'vehicle_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(added);
}

export async function unadmire(db: Db, memberId: string, vehicleId: string) {
  await db
    .deleteFrom('vehicle_admires')
    .where('member_id', '=', memberId)
    .where('vehicle_id', '=', vehicleId)
    .execute();
}

export const vehicleFollowState = async (
  db: Db,
  vehicleId: string,
  following: boolean,
): Promise<FollowState> => ({
  following,
  followerCount: await vehicleFollowerCount(db, vehicleId),
});

export const keeperFollowState = async (
  db: Db,
  keeperId: string,
  following: boolean,
): Promise<FollowState> => ({ following, followerCount: await keeperFollowerCount(db, keeperId) });

export const admireState = async (
  db: Db,
  vehicleId: string,
  admired: boolean,
): Promise<AdmireState> => ({ admired, admireCount: await admireCount(db, vehicleId) });
