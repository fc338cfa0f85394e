import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendPublic } from '../../http/public-cache.js';
import { renderDocument, type RenderedPage } from './page-document.js';

const NOINDEX: Record<string, string> = { 'x-robots-tag': 'noindex, nofollow' };

declare module 'fastify' {
  interface FastifyInstance {
    hostShell: import('./host-shell.js').HostShell;
  }
}

/**
 * Answers a server-rendered page from the public cache: rendered once into the current host shell,
 * then the same bytes (or a 304) for every reader until it expires or a write clears it.
 */
export async function sendPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  render: () => Promise<RenderedPage>,
): Promise<FastifyReply> {
  const shell = await app.hostShell.get();
  return sendPublic(app, request, reply, `page:${shell.version}:${key}`, async () => {
    const page = await render();
    return {
      status: page.status,
      contentType: 'text/html; charset=utf-8',
      body: renderDocument(shell, page),
      headers: page.meta.noindex ? NOINDEX : {},
    };
  });
}
