import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { notify } from '../notifications/notify.js';
import { carPath, memberName, type PublicCar } from './community-access.js';

// What the community tells members (docs/product.md#notifications): a new follower, a comment on
// my car, a reply to my comment, and admires batched per car ("5 people admired your Giulia").
// Nobody is told about their own action, and only public cars are ever named (the callers have
// checked the car is public before anything happens to it).

interface Actor {
  id: string;
  username: string;
  display_name: string | null;
}

/** "your Giulia": what a keeper calls their own car in a sentence. */
const shortName = (car: PublicCar) => car.model;
const EXCERPT = 280;
const excerpt = (text: string) =>
  text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text;
export const commentLink = (car: PublicCar, commentId: string) =>
  `${carPath(car)}#comment-${commentId}`;

/**
 * A notification is a side effect: the comment or the follow is already saved, and a failure to
 * tell someone must not turn the member's action into an error. It is logged instead.
 */
async function tell(log: FastifyBaseLogger, send: () => Promise<unknown>) {
  try {
    await send();
  } catch (error) {
    log.error({ err: error }, 'community notification not written');
  }
}

export function notifyKeeperFollowed(
  db: Db,
  log: FastifyBaseLogger,
  actor: Actor,
  keeperId: string,
) {
  if (actor.id === keeperId) return Promise.resolve();
  return tell(log, () =>
    notify(db, keeperId, {
      kind: 'new-follower',
      title: `${memberName(actor)} followed you`,
      link: `/user/${encodeURIComponent(actor.username)}`,
      target: { kind: 'member', id: actor.id },
      // Following, unfollowing and following again is one notification, not three.
      groupKey: `new-follower:${actor.id}:${keeperId}`,
    }),
  );
}

export function notifyVehicleFollowed(
  db: Db,
  log: FastifyBaseLogger,
  actor: Actor,
  car: PublicCar,
) {
  if (actor.id === car.user_id) return Promise.resolve();
  return tell(log, () =>
    notify(db, car.user_id, {
      kind: 'new-follower',
      title: `${memberName(actor)} is following your ${shortName(car)}`,
      link: `/user/${encodeURIComponent(actor.username)}`,
      target: { kind: 'vehicle', id: car.id },
      groupKey: `new-follower:${actor.id}:${car.id}`,
    }),
  );
}

/** A new comment tells the car's keeper; a reply tells the parent's author (once, as a reply). */
export async function notifyComment(
  db: Db,
  log: FastifyBaseLogger,
  input: {
    actor: Actor;
    car: PublicCar;
    commentId: string;
    body: string;
    parentAuthorId: string | null;
    thread: 'vehicle' | 'showcase';
  },
) {
  const { actor, car, commentId, body, parentAuthorId, thread } = input;
  const link = commentLink(car, commentId);
  const where =
    thread === 'showcase' ? `your ${shortName(car)}'s showcase entry` : `your ${shortName(car)}`;
  const told = new Set<string>([actor.id]);
  if (parentAuthorId && !told.has(parentAuthorId)) {
    told.add(parentAuthorId);
    await tell(log, () =>
      notify(db, parentAuthorId, {
        kind: 'comment-reply',
        title: `${memberName(actor)} replied to your comment`,
        body: excerpt(body),
        link,
        target: { kind: 'comment', id: commentId },
      }),
    );
  }
  if (!told.has(car.user_id)) {
    await tell(log, () =>
      notify(db, car.user_id, {
        kind: 'vehicle-comment',
        title: `${memberName(actor)} commented on ${where}`,
        body: excerpt(body),
        link,
        target: { kind: 'comment', id: commentId },
      }),
    );
  }
}

/**
 * Admires are batched per car: while the keeper has not read the last one, it is rewritten with
 * how many members admired the car since they last read such news ("5 people admired your
 * Giulia"). Suspended members do not count.
 */
export async function notifyAdmired(db: Db, log: FastifyBaseLogger, actor: Actor, car: PublicCar) {
  if (actor.id === car.user_id) return;
  await tell(log, async () => {
    const groupKey = `vehicle-admired:${car.id}`;
    const { rows } = await sql<{ count: string }>`
      select count(*) as count from vehicle_admires a
      join users m on m.id = a.member_id and m.suspended_at is null
      where a.vehicle_id = ${car.id} and a.member_id <> ${car.user_id}
        and a.created_at > coalesce((
          select max(n.read_at) from notifications n
          where n.user_id = ${car.user_id} and n.group_key = ${groupKey} and n.read_at is not null
        ), '-infinity'::timestamptz)`.execute(db);
    const count = Math.max(1, Number(rows[0]?.count ?? 1));
    await notify(db, car.user_id, {
      kind: 'vehicle-admired',
      title:
        count === 1
          ? `${memberName(actor)} admired your ${shortName(car)}`
          : `${count} people admired your ${shortName(car)}`,
      link: carPath(car),
      target: { kind: 'vehicle', id: car.id },
      groupKey,
    });
  });
}
