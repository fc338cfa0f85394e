import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../http/authenticate.js';
import { notFound, unprocessable } from '../../http/errors.js';
import { AdminUser, DataOf, IdParams, SuspensionBody, withErrors } from '@vg/contract';
import { toAdminUser } from './admin-user.js';

const response = withErrors({ 200: DataOf(AdminUser) });

export const suspensionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const setSuspension = async (id: string, suspension: { at: Date; message: string } | null) => {
    const user = await app.db
      .updateTable('users')
      .set({
        suspended_at: suspension?.at ?? null,
        suspension_message: suspension?.message ?? null,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!user) throw notFound('User not found');
    return { data: toAdminUser(user) };
  };

  app.post(
    '/users/:id/suspend',
    {
      schema: {
        tags: ['admin'],
        summary: 'Suspend an account; every call it makes then answers 403 with this message',
        security: [{ bearer: [] }],
        params: IdParams,
        body: SuspensionBody,
        response,
      },
    },
    async (request) => {
      if (request.params.id === currentUser(request).id)
        throw unprocessable({ id: 'You cannot suspend your own account.' });
      const message = request.body.message.trim();
      if (!message)
        throw unprocessable({ message: 'Please write the message the person will see.' });
      return setSuspension(request.params.id, { at: new Date(), message });
    },
  );

  app.post(
    '/users/:id/reinstate',
    {
      schema: {
        tags: ['admin'],
        summary: 'Lift a suspension',
        security: [{ bearer: [] }],
        params: IdParams,
        response,
      },
    },
    async (request) => setSuspension(request.params.id, null),
  );
};
