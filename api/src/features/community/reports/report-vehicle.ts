import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { unprocessable } from '../../../http/errors.js';
import { DataOf, IdParams, ReportInput, ReportReceipt, withErrors } from '@vg/contract';
import { requirePublicCar } from '../community-access.js';
import { fileReport } from './report-store.js';

/** POST /public/vehicles/:id/report (a member, not its keeper): report a public car's page. */
export const reportVehicleRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/public/vehicles/:id/report',
    {
      onRequest: authenticate,
      schema: {
        tags: ['community'],
        summary: "Report a public car's page to the moderators",
        security: [{ bearer: [] }],
        params: IdParams,
        body: ReportInput,
        response: withErrors({ 200: DataOf(ReportReceipt) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const car = await requirePublicCar(app.db, request.params.id);
      if (car.user_id === user.id) throw unprocessable({ id: 'You cannot report your own car.' });
      await app.rateLimiters.reportsPerMember.consume(`report:${user.id}`);
      const receipt = await fileReport(app.db, {
        reporterId: user.id,
        target: 'vehicle',
        commentId: null,
        vehicleId: car.id,
        reportedUserId: car.user_id,
        ...request.body,
      });
      return { data: receipt };
    },
  );
};
