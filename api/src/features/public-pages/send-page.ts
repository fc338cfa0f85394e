import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { negotiateLocale } from '@vg/contract/rules';
import { sendPublic, type SendPublic } from '../../http/public-cache.js';
import { renderDocument, type RenderedPage } from './page-document.js';
import { inReaderLocale } from './reader-locale.js';

const NOINDEX: Record<string, string> = { 'x-robots-tag': 'noindex, nofollow' };
// Dates are written in the reader's locale: a shared cache keeps one copy per Accept-Language.
const VARY = 'Accept-Encoding, Accept-Language';

declare module 'fastify' {
  interface FastifyInstance {
    hostShell: import('./host-shell.js').HostShell;
  }
}

/**
 * Answers a public page in its reader's locale from the public cache: rendered once per locale, then
 * the same bytes (or a 304) for every reader of that locale until it expires or a write clears it.
 * The locale is negotiated against a closed list (@vg/contract/rules dates.ts), so a page has a
 * bounded number of copies whatever readers send.
 */
export const sendInReaderLocale: SendPublic = (app, request, reply, key, build) => {
  const locale = negotiateLocale(request.headers['accept-language']);
  return sendPublic(app, request, reply, `${locale}:${key}`, () =>
    inReaderLocale(locale, async () => {
      const answer = await build();
      return { ...answer, headers: { vary: VARY, ...answer.headers } };
    }),
  );
};

/** A server-rendered page of the app, in the current host shell and its reader's locale. */
export async function sendPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  render: () => Promise<RenderedPage>,
): Promise<FastifyReply> {
  const shell = await app.hostShell.get();
  return sendInReaderLocale(app, request, reply, `page:${shell.version}:${key}`, async () => {
    const page = await render();
    return {
      status: page.status,
      contentType: 'text/html; charset=utf-8',
      body: renderDocument(shell, page),
      headers: page.meta.noindex ? NOINDEX : {},
    };
  });
}
