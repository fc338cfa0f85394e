import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../../db/database.js';
import { requireVerifiedEmail } from '../../../security/verified-publisher.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound, unprocessable } from '../../../http/errors.js';
import {
  DataOf,
  IdParams,
  NewShareLink,
  PageOf,
  ShareLink,
  ShareLinkInput,
  VehicleIdParams,
  withErrors,
} from '@vg/contract';
import { requireOwnedVehicle } from '../common/owned.js';
import {
  DEFAULT_SCOPE,
  SHARE_LINK_NOT_FOUND,
  createShareLink,
  toShareLink,
} from './share-link-store.js';

const MAX_LINKS_LISTED = 100;

/** A new token (a link created or rotated) only for a car others may see: unlisted or public. */
async function requireShareable(db: Db, vehicleId: string): Promise<void> {
  const { visibility } = await db
    .selectFrom('vehicles')
    .select('visibility')
    .where('id', '=', vehicleId)
    .executeTakeFirstOrThrow();
  if (visibility === 'private') {
    throw unprocessable({
      visibility: 'A private vehicle cannot be shared: make it unlisted or public first.',
    });
  }
}

/** Share links: the owner creates, lists, revokes and rotates them; the token shows once. */
export const shareLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/vehicles/:vehicleId/share-links',
    {
      onRequest: authenticate,
      schema: {
        tags: ['share links'],
        summary: "A vehicle's share links, newest first (tokens are never shown again)",
        security: [{ bearer: [] }],
        params: VehicleIdParams,
        response: withErrors({ 200: PageOf(ShareLink) }),
      },
    },
    async (request) => {
      const me = currentUser(request);
      const vehicle = await requireOwnedVehicle(app.db, me.id, request.params.vehicleId);
      const rows = await app.db
        .selectFrom('share_links')
        .selectAll()
        .where('vehicle_id', '=', vehicle.id)
        .where('user_id', '=', me.id)
        .orderBy('created_at', 'desc')
        .limit(MAX_LINKS_LISTED)
        .execute();
      return { data: rows.map(toShareLink), page: { nextCursor: null } };
    },
  );

  app.post(
    '/vehicles/:vehicleId/share-links',
    {
      onRequest: authenticate,
      schema: {
        tags: ['share links'],
        summary: 'Create a share link; the answer carries its token, once',
        description:
          'The vehicle must be unlisted or public. Costs stay hidden unless `scope.costs` is true.',
        security: [{ bearer: [] }],
        params: VehicleIdParams,
        body: ShareLinkInput,
        response: withErrors({ 201: DataOf(NewShareLink) }),
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const vehicle = await requireOwnedVehicle(app.db, me.id, request.params.vehicleId);
      requireVerifiedEmail(me);
      await requireShareable(app.db, vehicle.id);
      const link = await createShareLink(app.db, {
        userId: me.id,
        vehicleId: vehicle.id,
        label: request.body.label?.trim() || null,
        scope: { ...DEFAULT_SCOPE, ...request.body.scope },
      });
      return reply.code(201).send({ data: link });
    },
  );

  app.post(
    '/share-links/:id/revoke',
    {
      onRequest: authenticate,
      schema: {
        tags: ['share links'],
        summary: 'Revoke a share link: it stops working at once',
        security: [{ bearer: [] }],
        params: IdParams,
        response: withErrors({ 200: DataOf(ShareLink) }),
      },
    },
    async (request) => {
      const me = currentUser(request);
      const row = await app.db
        .updateTable('share_links')
        .set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.val(new Date())) }))
        .where('id', '=', request.params.id)
        .where('user_id', '=', me.id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound(SHARE_LINK_NOT_FOUND);
      return { data: toShareLink(row) };
    },
  );

  app.post(
    '/share-links/:id/rotate',
    {
      onRequest: authenticate,
      schema: {
        tags: ['share links'],
        summary: 'Replace a link with a new token and the same scope; the old one stops working',
        security: [{ bearer: [] }],
        params: IdParams,
        response: withErrors({ 201: DataOf(NewShareLink) }),
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const link = await app.db.transaction().execute(async (trx) => {
        const old = await trx
          .updateTable('share_links')
          .set({ revoked_at: new Date() })
          .where('id', '=', request.params.id)
          .where('user_id', '=', me.id)
          .where('revoked_at', 'is', null)
          .returningAll()
          .executeTakeFirst();
        if (!old) throw notFound(SHARE_LINK_NOT_FOUND);
        requireVerifiedEmail(me);
        await requireShareable(trx, old.vehicle_id);
        return createShareLink(trx, {
          userId: me.id,
          vehicleId: old.vehicle_id,
          label: old.label,
          scope: toShareLink(old).scope,
        });
      });
      return reply.code(201).send({ data: link });
    },
  );
};
