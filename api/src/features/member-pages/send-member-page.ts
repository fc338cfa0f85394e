import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { negotiateLocale } from '@vg/contract/rules';
import type { UserRow } from '../../db/schema.js';
import { pageCaller } from '../../http/authenticate.js';
import { PRIVATE_ANSWER } from '../../http/public-cache.js';
import {
  renderAppShell,
  renderDocument,
  type RenderedPage,
} from '../public-pages/page-document.js';
import { inReaderLocale } from '../public-pages/reader-locale.js';

/**
 * A member's own page (docs/adr/0020): rendered for the member whose page session cookie the
 * request carries, in their language; the app's plain shell for anyone else, or when `render`
 * answers null (an address the screen opens differently, such as a form). Never kept by any cache.
 */
export async function sendMemberPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  render: (member: UserRow) => Promise<RenderedPage | null>,
): Promise<string> {
  const shell = await app.hostShell.get();
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', PRIVATE_ANSWER)
    .header('x-robots-tag', 'noindex, nofollow');
  const caller = await pageCaller(request);
  const locale = negotiateLocale(request.headers['accept-language']);
  const page = caller ? await inReaderLocale(locale, () => render(caller.user)) : null;
  return page ? renderDocument(shell, page) : renderAppShell(shell);
}
