import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { negotiateLocale } from '@vg/contract/rules';
import { sendPublic } from '../../http/public-cache.js';
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
 * Answers a server-rendered page from the public cache: rendered once per locale into the current
 * host shell, then the same bytes (or a 304) for every reader of that locale until it expires or a
 * write clears it. The locale is negotiated against a closed list (@vg/contract/rules dates.ts), so
 * a page has a bounded number of copies whatever readers send.
 */
export async function sendPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  render: () => Promise<RenderedPage>,
): Promise<FastifyReply> {
  const shell = await app.hostShell.get();
  const locale = negotiateLocale(request.headers['accept-language']);
  return sendPublic(app, request, reply, `page:${shell.version}:${locale}:${key}`, () =>
    inReaderLocale(locale, async () => {
      const page = await render();
      return {
        status: page.status,
        contentType: 'text/html; charset=utf-8',
        body: renderDocument(shell, page),
        headers: { vary: VARY, ...(page.meta.noindex ? NOINDEX : {}) },
      };
    }),
  );
}
