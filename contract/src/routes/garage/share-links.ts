import { DataOf, IdParams, PageOf, withErrors } from '../../http.js';
import { VehicleIdParams } from '../../garage/common.js';
import { NewShareLink, ShareLink, ShareLinkInput } from '../../garage/share-links.js';
import { defineRoutes } from '../route-spec.js';

// Share links: the owner creates, lists, revokes and rotates them; the token shows once.

export const shareLinkRouteTable = defineRoutes({
  'GET /vehicles/:vehicleId/share-links': {
    tags: ['share links'],
    summary: "A vehicle's share links, newest first (tokens are never shown again)",
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    response: withErrors({ 200: PageOf(ShareLink) }),
  },
  'POST /vehicles/:vehicleId/share-links': {
    tags: ['share links'],
    summary: 'Create a share link; the answer carries its token, once',
    description:
      'The vehicle must be unlisted or public. Costs stay hidden unless `scope.costs` is true, and the notes on maintenance records and keepers unless `scope.notes` is true.',
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    body: ShareLinkInput,
    response: withErrors({ 201: DataOf(NewShareLink) }),
  },
  'POST /share-links/:id/revoke': {
    tags: ['share links'],
    summary: 'Revoke a share link: it stops working at once',
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 200: DataOf(ShareLink) }),
  },
  'POST /share-links/:id/rotate': {
    tags: ['share links'],
    summary: 'Replace a link with a new token and the same scope; the old one stops working',
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 201: DataOf(NewShareLink) }),
  },
});
