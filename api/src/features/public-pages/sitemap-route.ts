import escapeHtml from 'escape-html';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { memberPath, publicVehiclePath } from '@vg/contract/rules';
import type { Db } from '../../db/database.js';
import { sendPublic } from '../../http/public-cache.js';
import { fromTable } from '../../http/route-table.js';
import { absolute, pageOrigin } from './page-origin.js';

/** The protocol's limit for one sitemap file is 50,000 addresses; the host's own pages come first. */
const MAX_URLS = 50_000;
const HOST_PAGES = ['/', '/showcase', '/help', '/terms', '/privacy-policy'];

interface SitemapEntry {
  path: string;
  lastModified: Date | null;
}

/**
 * Every public car and every keeper with a public page who keeps at least one: the same conditions
 * as the pages themselves (a public car; a verified, consenting, unsuspended keeper).
 */
async function publicEntries(db: Db): Promise<SitemapEntry[]> {
  const room = MAX_URLS - HOST_PAGES.length;
  const vehicles = await db
    .selectFrom('vehicles')
    .innerJoin('users', 'users.id', 'vehicles.user_id')
    .select(['vehicles.id', 'vehicles.identifier_key', 'vehicles.updated_at'])
    .where('vehicles.visibility', '=', 'public')
    .where('users.suspended_at', 'is', null)
    .orderBy('vehicles.updated_at', 'desc')
    .limit(Math.floor(room / 2))
    .execute();
  const keepers = await db
    .selectFrom('users')
    .innerJoin('vehicles', 'vehicles.user_id', 'users.id')
    .select(['users.username', sql<Date>`max(vehicles.updated_at)`.as('last_modified')])
    .where('vehicles.visibility', '=', 'public')
    .where('users.suspended_at', 'is', null)
    .where('users.consented_at', 'is not', null)
    .where('users.email_verified_at', 'is not', null)
    .groupBy('users.username')
    .orderBy('users.username')
    .limit(room - vehicles.length)
    .execute();
  return [
    ...vehicles.map((row) => ({
      path: publicVehiclePath({ id: row.id, identifierKey: row.identifier_key }),
      lastModified: row.updated_at,
    })),
    ...keepers.map((row) => ({
      path: memberPath(row.username),
      lastModified: new Date(row.last_modified),
    })),
  ];
}

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  // Several public cars may share a number: their page is one address.
  const seen = new Set<string>();
  const urls = [...HOST_PAGES.map((path) => ({ path, lastModified: null })), ...entries]
    .filter(({ path }) => !seen.has(path) && seen.add(path))
    .map(
      ({ path, lastModified }) =>
        `<url><loc>${escapeHtml(absolute(origin, path))}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** /sitemap.xml: the public pages search engines may list. */
export const sitemapRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /pages/sitemap.xml'),
    handler: async (request, reply) => {
      const origin = pageOrigin(request);
      return sendPublic(app, request, reply, `sitemap:${origin}`, async () => ({
        status: 200,
        contentType: 'application/xml; charset=utf-8',
        body: sitemapXml(origin, await publicEntries(app.db)),
      }));
    },
  });
};
