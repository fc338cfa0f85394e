import { html } from './html.js';
import type { RenderedPage } from './page-document.js';

/**
 * What a private, deleted or revoked car, an unknown keeper or a mistyped address gets: the same
 * plain page whatever was asked, so it tells nothing of the car, its owner or its photos, nor
 * whether there is one at all.
 */
export function notFoundPage(owner: string): RenderedPage {
  return {
    status: 404,
    owner,
    meta: {
      title: 'Page not found',
      description: 'There is no public page at this address.',
      url: null,
      image: null,
      type: 'website',
      noindex: true,
    },
    content: html`<div class="vg-ssr-page">
      <header>
        <h1>Page not found</h1>
        <p class="vg-ssr-lede">
          There is no public page at this address. Its owner may have made it private or removed it,
          or the link may be mistyped.
        </p>
      </header>
      <p><a href="/showcase">See the showcase</a></p>
    </div>`,
  };
}
