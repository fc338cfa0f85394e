import { memberPath } from '@vg/contract/rules';
import { Html, html } from './html.js';

export interface CardVehicle {
  title: string;
  path: string;
  photo: string | null;
  /** Left out on a page already about the keeper. */
  owner: string | null;
  /** The curator's blurb, on a showcase card; as the community's screen shows it. */
  blurb?: string | null;
}

export interface CardOptions {
  /** The list's accessible name. */
  label: string;
  /** One level under the page's last heading: no level skipped (h2 under the page's h1). */
  heading: 'h2' | 'h3';
}

/**
 * Cars as the community's gallery shows them: photograph first, then the name, the keeper and, on
 * the showcase, the curator's blurb.
 */
export const vehicleCards = (vehicles: CardVehicle[], { label, heading }: CardOptions) => {
  // A tag name from the two literals above, never from data: safe to write unescaped.
  const tag = new Html(heading);
  return html`<ul class="vg-ssr-grid" aria-label="${label}">
    ${vehicles.map(
      (vehicle, index) =>
        html`<li>
          <article class="vg-ssr-card">
            ${
              vehicle.photo
                ? html`<img
                    src="${vehicle.photo}"
                    alt="${vehicle.title}"
                    ${index < 3 ? html`fetchpriority="high"` : html`loading="lazy"`}
                    decoding="async"
                  />`
                : html`<div
                    class="vg-ssr-nophoto"
                    role="img"
                    aria-label="No photo of the ${vehicle.title} yet"
                  ></div>`
            }
            <${tag}><a href="${vehicle.path}">${vehicle.title}</a></${tag}>
            ${vehicle.owner ? html`<p class="vg-ssr-muted">Kept by <a href="${memberPath(vehicle.owner)}">@${vehicle.owner}</a></p>` : null}
            ${vehicle.blurb ? html`<p class="vg-ssr-blurb">${vehicle.blurb}</p>` : null}
          </article>
        </li>`,
    )}
  </ul>`;
};
