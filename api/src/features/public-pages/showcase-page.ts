import type { ShowcaseItem } from '@vg/contract';
import { html } from './html.js';
import { SITE_NAME, type RenderedPage } from './page-document.js';
import { absolute } from './page-origin.js';
import { vehicleCards } from './vehicle-cards.js';

const DESCRIPTION = 'Remarkable cars from the Vintage Garage community, chosen by our curators.';

/** The showcase: the curated cars, photographs first. */
export function showcasePage(origin: string, entries: ShowcaseItem[], api: string): RenderedPage {
  const first = entries[0];
  return {
    status: 200,
    owner: 'community/showcase-page',
    meta: {
      title: 'Showcase',
      description: entries.length
        ? `${DESCRIPTION} ${entries
            .slice(0, 3)
            .map((entry) => entry.title)
            .join(', ')}${entries.length > 3 ? ' and more' : ''}.`
        : DESCRIPTION,
      url: absolute(origin, '/showcase'),
      image:
        first && first.coverPhotoUrl
          ? { url: absolute(origin, first.coverPhotoUrl), alt: first.title }
          : null,
      type: 'website',
      noindex: false,
    },
    content: html`<div class="vg-ssr-page">
      <header>
        <h1>Showcase</h1>
        <p class="vg-ssr-lede">${DESCRIPTION}</p>
      </header>
      ${
        entries.length
          ? vehicleCards(
              entries.map((entry) => ({
                title: entry.title,
                path: entry.publicPath,
                photo: entry.coverPhotoUrl || null,
                owner: entry.ownerUsername,
                blurb: entry.note,
              })),
              { label: 'Showcase cars', heading: 'h2' },
            )
          : html`<p>
              The showcase is being curated: no cars have been chosen yet on ${SITE_NAME}.
            </p>`
      }
    </div>`,
    data: { api },
  };
}
