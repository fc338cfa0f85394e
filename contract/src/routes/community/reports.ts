import { ReportInput, ReportReceipt } from '../../community/comments.js';
import { DataOf, IdParams, withErrors } from '../../http.js';
import { defineRoutes } from '../route-spec.js';

// Reports of a comment or a public car to the moderators (docs/product.md#moderation).

export const reportRouteTable = defineRoutes({
  'POST /comments/:id/report': {
    tags: ['community'],
    summary: 'Report a comment to the moderators (spam, abuse, off-topic, misleading, other)',
    security: [{ bearer: [] }],
    params: IdParams,
    body: ReportInput,
    response: withErrors({ 200: DataOf(ReportReceipt) }),
  },
  'POST /public/vehicles/:id/report': {
    tags: ['community'],
    summary: "Report a public car's page to the moderators",
    security: [{ bearer: [] }],
    params: IdParams,
    body: ReportInput,
    response: withErrors({ 200: DataOf(ReportReceipt) }),
  },
});
