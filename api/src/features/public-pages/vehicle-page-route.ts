import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normaliseIdentifier } from '@vg/contract/rules';
import { fromTable } from '../../http/route-table.js';
import {
  findPublicVehicles,
  loadPublicVehicle,
  loadSharedVehicle,
} from '../garage/public/public-vehicle-loaders.js';
import { notFoundPage } from './not-found-page.js';
import { pageOrigin } from './page-origin.js';
import { sendPage } from './send-page.js';
import { loadConversation } from './vehicle-conversation.js';
import { vehicleChoicePage, vehiclePage } from './vehicle-page.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const OWNER = 'garage/public-vehicle-page';

/** /public/:vin and /public/vehicle/:token as HTML, for the host to answer before the app runs. */
export const vehiclePageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secret = app.config.jwtSecret;

  app.route({
    ...fromTable(app, 'GET /pages/public/:vin'),
    handler: async (request, reply) => {
      const origin = pageOrigin(request);
      const { vin } = request.params;
      const chosen = request.query.id ?? null;
      const path = `/public/${encodeURIComponent(vin)}`;
      return sendPage(app, request, reply, `${origin}${path}?${chosen ?? ''}`, async () => {
        // Showcase cards of cars without a number link by id; a choice among several adds ?id=.
        const id = UUID.test(vin) ? vin : chosen;
        if (id !== null) {
          const loaded = UUID.test(id) ? await loadPublicVehicle(app.db, id, secret) : null;
          return loaded
            ? vehiclePage({
                origin,
                ...loaded,
                path,
                api: `/api/v1/public/vehicles/${id}`,
                conversation: await loadConversation(app.db, id),
              })
            : notFoundPage(OWNER);
        }
        const matches = await findPublicVehicles(app.db, vin, secret);
        const only = matches.length === 1 ? matches[0] : undefined;
        if (only) {
          const loaded = await loadPublicVehicle(app.db, only.id, secret);
          if (loaded)
            return vehiclePage({
              origin,
              ...loaded,
              path,
              api: `/api/v1/public/vehicles/${only.id}`,
              conversation: await loadConversation(app.db, only.id),
            });
        }
        if (matches.length > 1)
          return vehicleChoicePage(origin, normaliseIdentifier(vin), path, matches);
        return notFoundPage(OWNER);
      });
    },
  });

  app.route({
    ...fromTable(app, 'GET /pages/public/vehicle/:token'),
    handler: async (request, reply) => {
      const origin = pageOrigin(request);
      const { token } = request.params;
      const path = `/public/vehicle/${encodeURIComponent(token)}`;
      return sendPage(app, request, reply, `${origin}${path}`, async () => {
        const loaded = SHARE_TOKEN.test(token)
          ? await loadSharedVehicle(app.db, token, secret)
          : null;
        return loaded
          ? vehiclePage({
              origin,
              ...loaded,
              path,
              api: `/api/v1/public/vehicles/by-token/${token}`,
            })
          : notFoundPage(OWNER);
      });
    },
  });
};
