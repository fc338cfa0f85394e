import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../http/authenticate.js';
import { unprocessable } from '../../http/errors.js';
import { IdParams, SuspensionBody } from '@vg/contract';
import { setSuspension, suspensionResponse } from './suspension-store.js';

/** An admin suspends an account (never their own) with the message it will be shown. */
export const suspendUserRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/users/:id/suspend',
    {
      schema: {
        tags: ['admin'],
        summary: 'Suspend an account; every call it makes then answers 403 with this message',
        security: [{ bearer: [] }],
        params: IdParams,
        body: SuspensionBody,
        response: suspensionResponse,
      },
    },
    async (request) => {
      if (request.params.id === currentUser(request).id)
        throw unprocessable({ id: 'You cannot suspend your own account.' });
      const message = request.body.message.trim();
      if (!message)
        throw unprocessable({ message: 'Please write the message the person will see.' });
      return setSuspension(app.db, request.params.id, { at: new Date(), message });
    },
  );
};
