import { Type } from '@sinclair/typebox';
import { DossierCodeParams } from '../garage/dossiers.js';
import {
  HtmlDocument,
  KeeperPageParams,
  SharedVehiclePageParams,
  TextDocument,
  VehiclePageParams,
  VehiclePageQuery,
} from '../public-pages.js';
import { defineRoutes } from './route-spec.js';

// The public pages the API renders for the host (docs/adr/0009-public-pages-rendered-by-the-api.md):
// HTML, robots.txt and sitemap.xml under /pages; screens link to them, they never call them.

export const publicPageRouteTable = defineRoutes({
  'GET /pages/public/:vin': {
    tags: ['pages'],
    summary:
      'A public vehicle page as HTML (by number, or by id): heading, cover photo, particulars, link previews',
    params: VehiclePageParams,
    querystring: VehiclePageQuery,
    produces: ['text/html'],
    response: { 200: HtmlDocument, 404: HtmlDocument },
  },
  'GET /pages/public/vehicle/:token': {
    tags: ['pages'],
    summary: 'A shared vehicle page as HTML (never indexed), showing what the link allows',
    params: SharedVehiclePageParams,
    produces: ['text/html'],
    response: { 200: HtmlDocument, 404: HtmlDocument },
  },
  'GET /pages/user/:username': {
    tags: ['pages'],
    summary: "A keeper's public page as HTML: name, picture and public vehicles",
    params: KeeperPageParams,
    produces: ['text/html'],
    response: { 200: HtmlDocument, 404: HtmlDocument },
  },
  'GET /pages/showcase': {
    tags: ['pages'],
    summary: 'The showcase as HTML: the curated cars with their photographs',
    produces: ['text/html'],
    response: { 200: HtmlDocument },
  },
  'GET /pages/robots.txt': {
    tags: ['pages'],
    summary: 'robots.txt: signed-in areas and share links are not for crawlers',
    produces: ['text/plain'],
    response: { 200: TextDocument },
  },
  'GET /pages/sitemap.xml': {
    tags: ['pages'],
    summary: 'sitemap.xml: the public vehicle and keeper pages, and the public host pages',
    produces: ['application/xml'],
    response: { 200: TextDocument },
  },
  'GET /pages/verify-check.js': {
    tags: ['pages'],
    summary:
      'The verification page’s “Check a document” script: the reader’s browser hashes a file and compares it with the papers listed',
    produces: ['text/javascript'],
    response: { 200: TextDocument },
  },
  'GET /pages/verify/:code': {
    tags: ['pages'],
    summary:
      'A sale dossier’s verification page as HTML: its fingerprint, and each record’s entry and changes',
    description:
      'A code written another way (lower case, grouped ABCD-EFGH-JKMN) is redirected to its one address; counted per client address with the JSON verification (429 with Retry-After past the limit).',
    params: DossierCodeParams,
    produces: ['text/html'],
    response: {
      200: HtmlDocument,
      301: Type.Null({ description: 'Redirect (301) to the code as stored: /verify/<code>' }),
      404: HtmlDocument,
      429: HtmlDocument,
    },
  },
});
