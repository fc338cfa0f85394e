import { negotiateLocale } from '@vg/contract/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SignInMethod, UserRow } from '../../../db/schema.js';
import { sendNewSignInEmail } from '../../auth/account-emails.js';
import { describeDevice, deviceHash } from './device.js';

/**
 * Every way into an account (password, Google, registration, a password change) ends here: a new
 * token whose sign-in is recorded (device, address, how), and a new-sign-in email when an account
 * that has signed in before does so from a device it never used. The first sign-in of an account
 * tells nobody anything new; an unverified address may not be the member's, so it gets no mail.
 * The locale the browser asks for is kept: the member's emails and notifications date things in it
 * (docs/product.md#dates).
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  method: SignInMethod,
): Promise<string> {
  const userAgent = request.headers['user-agent'];
  const details = { method, device: describeDevice(userAgent), deviceHash: deviceHash(userAgent) };
  const history = await app.db
    .selectFrom('auth_tokens')
    .select((eb) => [
      eb.fn.countAll<string>().as('sign_ins'),
      eb.fn
        .count<string>('id')
        .filterWhere('device_hash', '=', details.deviceHash ?? '')
        .as('from_this_device'),
    ])
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  const locale = negotiateLocale(request.headers['accept-language']);
  if (locale !== user.locale)
    await app.db.updateTable('users').set({ locale }).where('id', '=', user.id).execute();
  const token = await app.tokens.issue(user.id, { ...details, ip: request.ip });
  if (
    Number(history.sign_ins) > 0 &&
    Number(history.from_this_device) === 0 &&
    user.email_verified_at
  )
    sendNewSignInEmail(app, user, {
      device: details.device,
      ip: request.ip,
      at: new Date(),
      locale,
    });
  return token;
}
