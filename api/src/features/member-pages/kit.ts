import type { VehicleSummary } from '@vg/contract';
import {
  CONDITION_LABELS,
  formatDistance,
  STATUS_LABELS,
  VISIBILITY_SHORT_LABELS,
} from '@vg/contract/rules';
import { html, type Html } from '../public-pages/html.js';
import { icon } from '../public-pages/icon.js';
import { readerLocale } from '../public-pages/reader-locale.js';

// The garage's car card (remote-garage/src/features/vehicles/vehicle-card.tsx) and the kit's pieces
// around it, for a member's rendered pages: the screen takes their place without a jump.

/** As many cards as a phone shows on its first screen: their photos are fetched first. */
const CARDS_ON_FIRST_SCREEN = 2;

const PLUS = icon(html`<path d="M12 5v14M5 12h14" />`);
// The kit's 'car' (shared/src/ui/icon/icon-paths.tsx), where a car has no photo yet.
const CAR = icon(
  html`<path
      d="M3 16v-3.5L5.2 7.6A2 2 0 0 1 7 6.5h10a2 2 0 0 1 1.8 1.1L21 12.5V16a1 1 0 0 1-1 1h-1"
    />
    <path d="M5 17H4a1 1 0 0 1-1-1" /><path d="M9 17h6" /><path d="M3.5 12.5h17" />
    <circle cx="7" cy="17" r="2" /><circle cx="17" cy="17" r="2" />`,
  48,
);

/** One car of a list: photograph, name and link, number and reading, status badges. */
export const vehicleCard = (vehicle: VehicleSummary, index: number) =>
  html`<div role="listitem">
    <article class="vg-ssr-card vg-ssr-vehicle">
      <div class="vg-ssr-photo">
        ${
          vehicle.coverPhoto
            ? html`<img
                src="${vehicle.coverPhoto.thumbUrl}"
                alt="${vehicle.title}"
                ${index < CARDS_ON_FIRST_SCREEN ? html`fetchpriority="high"` : html`loading="lazy"`}
              />`
            : html`<span role="img" aria-label="No photo of ${vehicle.title} yet">${CAR}</span>`
        }
      </div>
      <div class="vg-ssr-card-body">
        <a class="vg-ssr-card-link" href="/vehicles/${vehicle.id}">${vehicle.title}</a>
        <span class="vg-ssr-muted vg-ssr-small"
          >${[
            vehicle.identifier ?? 'No number recorded',
            vehicle.odometerReading === null
              ? null
              : formatDistance(vehicle.odometerReading, vehicle.odometerUnit, readerLocale()),
          ]
            .filter(Boolean)
            .join(' · ')}</span
        >
        <span class="vg-ssr-badges">
          ${statusBadges(vehicle)}
          ${vehicle.visibility !== 'private' ? badge(VISIBILITY_SHORT_LABELS[vehicle.visibility], 'info') : null}
        </span>
      </div>
    </article>
  </div>`;

/** A status word on its tint (shared/src/ui/data Badge). */
export const badge = (label: string, tone = 'neutral') =>
  html`<span class="vg-ssr-badge vg-ssr-${tone}">${label}</span>`;

/** A car's status, and its condition when known, as a card and the car's page show them. */
export const statusBadges = (vehicle: Pick<VehicleSummary, 'status' | 'condition'>) =>
  html`${badge(STATUS_LABELS[vehicle.status], vehicle.status === 'active' ? 'success' : 'neutral')}
  ${vehicle.condition ? badge(CONDITION_LABELS[vehicle.condition]) : null}`;

/** A designed empty state (shared/src/ui EmptyState): what is missing, what to do, the way there. */
export const emptyState = (title: string, body: Html, action: Html) =>
  html`<div class="vg-ssr-card vg-ssr-empty">
    <h2>${title}</h2>
    ${body} ${action}
  </div>`;

/** The page's header (shared/src/ui PageLayout): its h1, a line of context, its action. */
export const pageHead = (title: string, description: string, action: Html | null) =>
  html`<header class="vg-ssr-page-head">
    <div>
      <h1>${title}</h1>
      <p class="vg-ssr-muted">${description}</p>
    </div>
    ${action}
  </header>`;

/** A titled part of a page (shared/src/ui Section). */
export const section = (title: string, content: Html, aside: Html | null = null) =>
  html`<section class="vg-ssr-section">
    <div class="vg-ssr-section-head">
      <h2>${title}</h2>
      ${aside}
    </div>
    ${content}
  </section>`;

/** The garage's "Add vehicle", a link to the form's address until the app starts. */
export const addVehicleLink = (label: string, withIcon = true) =>
  html`<a class="vg-ssr-button" href="/vehicles?add=1">${withIcon ? PLUS : null} ${label}</a>`;

/** A sum in its currency, in the reader's language (remote-garage's formatMoney). */
export function money(total: number, currency: string | null): string {
  const locale = readerLocale();
  if (!currency) return new Intl.NumberFormat(locale).format(total);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(total);
  } catch {
    return `${new Intl.NumberFormat(locale).format(total)} ${currency}`;
  }
}
