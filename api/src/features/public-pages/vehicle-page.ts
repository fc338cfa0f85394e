import type { PublicVehicle, PublicVehicleView } from '@vg/contract';
import {
  COMPONENT_LABELS,
  NUMBERS_LABELS,
  memberPath,
  publicVehiclePath,
  vehicleParticulars,
  type MatchingComponent,
} from '@vg/contract/rules';
import { html, type Html } from './html.js';
import { SITE_NAME, type RenderedPage } from './page-document.js';
import { absolute } from './page-origin.js';
import { readerLocale } from './reader-locale.js';
import { gallery, history, provenance } from './vehicle-history.js';
import { papers } from './vehicle-papers.js';
import { conversationSection, type Conversation } from './vehicle-conversation.js';

const DESCRIPTION_LENGTH = 160;

/**
 * A title that never breaks inside a hyphenated word ('E-' / 'Type'): each such word is kept whole
 * and the heading's lines are balanced (docs/product.md#public-car-page).
 */
export const unbrokenTitle = (title: string): Html =>
  html`${title.split(/(\S+-\S+)/).map((piece) => (/\S-\S/.test(piece) ? html`<span class="vg-ssr-nowrap">${piece}</span>` : piece))}`;

function matchingNumbers(vehicle: PublicVehicle): Html {
  // As the app's page: all four, once one is known; four 'Unknown's say nothing.
  const verdicts = vehicle.matchingNumbers;
  if (Object.values(verdicts).every((verdict) => verdict === 'unknown')) return html``;
  return html`<section class="vg-ssr-section" aria-labelledby="vg-numbers">
    <h2 id="vg-numbers">Matching numbers</h2>
    <dl class="vg-ssr-facts">
      ${(Object.keys(COMPONENT_LABELS) as MatchingComponent[]).map(
        (component) =>
          html`<div>
            <dt>${COMPONENT_LABELS[component]}</dt>
            <dd>${NUMBERS_LABELS[verdicts[component]]}</dd>
          </div>`,
      )}
    </dl>
  </section>`;
}

/** At most `length` characters, cut at a word, with an ellipsis when cut. */
export function shorten(text: string, length = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  return `${flat.slice(0, length - 1).replace(/\s+\S*$/, '')}…`;
}

/**
 * The app's particulars (@vg/contract/rules), in the reader's locale: one list of rows, labels and
 * order for this page and the app taking it over (docs/product.md#public-car-page). This page is
 * never the owner's own, so a number not recorded is left out. Search engines get the number only
 * from a public car (carJsonLd).
 */
const particulars = (vehicle: PublicVehicle) =>
  vehicleParticulars(vehicle, { locale: readerLocale() });

function describe(vehicle: PublicVehicle): string {
  if (vehicle.story) return shorten(vehicle.story);
  const colour = vehicle.currentColour ? ` in ${vehicle.currentColour}` : '';
  return shorten(
    `${vehicle.title}${colour}, kept by @${vehicle.ownerUsername} on ${SITE_NAME}: photographs, particulars, maintenance history and provenance.`,
  );
}

/** schema.org Car: what search engines read of a car. The identifier only on a public car's page. */
function carJsonLd(
  vehicle: PublicVehicle,
  url: string,
  image: string | null,
  showIdentifier: boolean,
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: vehicle.title,
    url,
    brand: { '@type': 'Brand', name: vehicle.make },
    manufacturer: { '@type': 'Organization', name: vehicle.make },
    model: vehicle.model,
    ...(vehicle.modelYear !== null && { vehicleModelDate: String(vehicle.modelYear) }),
    ...(vehicle.currentColour && { color: vehicle.currentColour }),
    ...(vehicle.bodyStyle && { bodyType: vehicle.bodyStyle }),
    ...(image && { image }),
    ...(showIdentifier &&
      vehicle.identifier &&
      (vehicle.identifierKind === 'vin'
        ? { vehicleIdentificationNumber: vehicle.identifier }
        : { serialNumber: vehicle.identifier })),
  };
}

export interface VehiclePageInput {
  origin: string;
  view: PublicVehicleView;
  /** The owner made the car public (not just shared): it may be indexed, its identifier shown. */
  listed: boolean;
  /** The address this page was asked on: a share link's, or the car's public page. */
  path: string;
  api: string;
  /**
   * The car's conversation, read-only, on its public page (a share link's page has none): without
   * it (the community could not say) the page still asks a visitor to sign in to join it.
   */
  conversation?: Conversation | null;
}

/** A vehicle's page: heading, cover photo, particulars, story, the shared history and provenance. */
export function vehiclePage({
  origin,
  view,
  listed,
  path,
  api,
  conversation,
}: VehiclePageInput): RenderedPage {
  const { vehicle } = view;
  // A shared (unlisted) car's page is its link; a public car has one address search engines keep.
  const url = absolute(origin, listed ? publicVehiclePath(vehicle) : path);
  // A link made without photos shows none, the cover included: exactly what its keeper chose.
  const hero = view.photos[0] ?? null;
  const heroUrl = view.scope.photos
    ? (hero?.displayUrl ?? vehicle.coverPhoto?.displayUrl ?? null)
    : null;
  const heroAlt = hero?.caption || vehicle.title;
  const image = heroUrl ? absolute(origin, heroUrl) : null;
  const facts = particulars(vehicle);
  return {
    status: 200,
    owner: 'garage/public-vehicle-page',
    meta: {
      title: vehicle.title,
      description: describe(vehicle),
      url,
      image: image ? { url: image, alt: heroAlt } : null,
      type: 'website',
      noindex: path.startsWith('/public/vehicle/'),
      jsonLd: carJsonLd(vehicle, url, image, listed),
    },
    content: html`<article class="vg-ssr-page vg-ssr-car">
      <header>
        <h1>${unbrokenTitle(vehicle.title)}</h1>
        <p class="vg-ssr-muted">
          Kept by <a href="${memberPath(vehicle.ownerUsername)}">${vehicle.ownerUsername}</a>
        </p>
      </header>
      ${heroUrl ? html`<img class="vg-ssr-hero" src="${heroUrl}" alt="${heroAlt}" fetchpriority="high" decoding="async" />` : null}
      ${
        vehicle.story
          ? html`<section class="vg-ssr-section" aria-labelledby="vg-story">
              <h2 id="vg-story">Story</h2>
              <p class="vg-ssr-story">${vehicle.story}</p>
            </section>`
          : null
      }
      ${
        facts.length
          ? html`<section class="vg-ssr-section" aria-labelledby="vg-particulars">
              <h2 id="vg-particulars">Particulars</h2>
              <dl class="vg-ssr-facts">
                ${facts.map(
                  ({ label, value }) =>
                    html`<div>
                      <dt>${label}</dt>
                      <dd>${value}</dd>
                    </div>`,
                )}
              </dl>
            </section>`
          : null
      }
      ${matchingNumbers(vehicle)} ${gallery(view)} ${provenance(view)} ${history(view)}
      ${papers(view)}
      ${listed && !path.startsWith('/public/vehicle/') ? conversationSection(path, conversation ?? null) : null}
    </article>`,
    data: { api, vehicleId: vehicle.id },
  };
}

/** Several public cars share a number (makers reused them): the visitor chooses. */
export function vehicleChoicePage(
  origin: string,
  key: string,
  path: string,
  matches: PublicVehicle[],
): RenderedPage {
  const first = matches.find((vehicle) => vehicle.coverPhoto);
  const title = `Vehicles numbered ${key}`;
  return {
    status: 200,
    owner: 'garage/public-vehicle-page',
    meta: {
      title,
      description: `${matches.length} public vehicles on ${SITE_NAME} carry the number ${key}: ${shorten(matches.map((vehicle) => vehicle.title).join(', '), 100)}.`,
      url: absolute(origin, path),
      image: first?.coverPhoto
        ? { url: absolute(origin, first.coverPhoto.displayUrl), alt: first.title }
        : null,
      type: 'website',
      noindex: false,
    },
    content: html`<div class="vg-ssr-page">
      <header>
        <h1>${title}</h1>
        <p class="vg-ssr-lede">Several makers used this number. Choose the vehicle you mean.</p>
      </header>
      <ul class="vg-ssr-grid" aria-label="Matching vehicles">
        ${matches.map(
          (vehicle) =>
            html`<li class="vg-ssr-card">
              ${vehicle.coverPhoto ? html`<img src="${vehicle.coverPhoto.thumbUrl}" alt="${vehicle.title}" loading="lazy" />` : html`<div class="vg-ssr-nophoto"></div>`}
              <a href="?id=${encodeURIComponent(vehicle.id)}">${vehicle.title}</a>
              <span>Kept by ${vehicle.ownerUsername}</span>
            </li>`,
        )}
      </ul>
    </div>`,
  };
}
