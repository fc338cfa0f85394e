import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { ROUTER_FUTURE } from '@vg/shared';
import { AppInRouter } from '../app/app';

/** Where the page is rendered: a not-found page needs any address the app does not know. */
const NOT_FOUND_PROBE = '/this-page-does-not-exist';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One host page rendered to HTML at build time, as the app renders it for a visitor (no session
 * on the server): the same tree the browser hydrates (bootstrap.tsx), inside a static router.
 * `prerender` waits for every lazy page and Suspense boundary, so the HTML is complete.
 */
export async function renderPage(
  path: string | null,
): Promise<{ markup: string; styleTags: string }> {
  const location = path ?? NOT_FOUND_PROBE;
  const StaticRouterAt = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={location} future={ROUTER_FUTURE}>
      {children}
    </StaticRouter>
  );
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <StrictMode>
          <AppInRouter router={StaticRouterAt} />
        </StrictMode>,
      ),
      // Never outlined: past React's chunk size a boundary is sent as a fallback plus an inline
      // script that swaps it in, which the CSP refuses (only the theme's inline script is allowed),
      // and the page would stay on 'Loading...' (the landing page crossed it once its colours
      // became custom properties, docs/adr/0028-dark-theme-as-css-variables.md).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const markup = await text(prelude);
    return { markup, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
