import { memberPath } from '@vg/contract/rules';
import { html } from './html.js';

export interface CardVehicle {
  title: string;
  path: string;
  photo: string | null;
  /** Left out on a page already about the keeper. */
  owner: string | null;
}

/** Cars as the community's gallery shows them: photograph first, then the name, then the keeper. */
export const vehicleCards = (vehicles: CardVehicle[], label: string) =>
  html`<ul class="vg-ssr-grid" aria-label="${label}">
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
            <h3><a href="${vehicle.path}">${vehicle.title}</a></h3>
            ${vehicle.owner ? html`<p class="vg-ssr-muted">Kept by <a href="${memberPath(vehicle.owner)}">@${vehicle.owner}</a></p>` : null}
          </article>
        </li>`,
    )}
  </ul>`;
