import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { HttpError, unprocessable } from '../../../http/errors.js';
import { notify } from '../../notifications/notify.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';
import { vehicleTitle } from '../vehicles/vehicle-mapper.js';
import { liveCollaboration, memberNamed, toCollaborator } from './collaborator-store.js';
import { asRole } from './collaborator-words.js';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/**
 * The keeper lets a member in to one car (docs/product.md#workshops-and-co-keepers): named by
 * username or email, invited, told; nothing is theirs to see until they accept.
 */
export const inviteCollaboratorRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /vehicles/:vehicleId/collaborators'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      const car = await requireVehicleAccess(app.db, me.id, request.params.vehicleId, 'keep');
      const { member: named, role } = request.body;
      const member = await memberNamed(app.db, named);
      if (!member || member.suspended_at)
        throw unprocessable({
          member: `No member here is called “${named.trim()}”. They need an account first: ask them to register, then invite them by their username or email.`,
        });
      if (member.id === me.id) throw unprocessable({ member: 'You keep this car already.' });
      let id: string;
      try {
        ({ id } = await app.db
          .insertInto('vehicle_collaborators')
          .values({ vehicle_id: car.id, member_id: member.id, role, invited_by: me.id })
          .returning('id')
          .executeTakeFirstOrThrow());
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new HttpError(
          409,
          `${member.username} is already invited to this car or works on it: revoke that first to change their role.`,
        );
      }
      const row = await liveCollaboration(app.db, id);
      await notify(app.db, member.id, {
        kind: 'vehicle-access',
        title: `${me.username} invited you to work on the ${vehicleTitle(row)} ${asRole(role)}`,
        body: 'Accept it under Cars I work on in your garage.',
        link: '/vehicles',
      });
      return reply.code(201).send({ data: toCollaborator(row) });
    },
  });
};
