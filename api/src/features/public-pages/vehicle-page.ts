import type { PublicVehicle, PublicVehicleView } from '@vg/contract';
import { memberPath, publicVehiclePath } from '@vg/contract/rules';
import { html, type Html } from './html.js';
import { SITE_NAME, type RenderedPage } from './page-document.js';
import { absolute } from './page-origin.js';

const IDENTIFIER_LABELS: Record<string, string> = {
  vin: 'VIN',
  serial: 'Serial number',
  chassis: 'Chassis number',
};
const CONDITION_LABELS: Record<string, string> = {
  project: 'Project',
  driver: 'Driver',
  restored: 'Restored',
  survivor: 'Survivor (unrestored)',
  concours: 'Concours',
};
const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  stored: 'Stored',
  under_restoration: 'Under restoration',
  sold: 'Sold',
  destroyed: 'Destroyed',
};

const DESCRIPTION_LENGTH = 160;

/** At most `length` characters, cut at a word, with an ellipsis when cut. */
export function shorten(text: string, length = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  return `${flat.slice(0, length - 1).replace(/\s+\S*$/, '')}…`;
}

const numberFormat = new Intl.NumberFormat('en-GB');

function particulars(vehicle: PublicVehicle): [string, string][] {
  const rows: [string, string | number | null][] = [
    ['Make', vehicle.make],
    ['Model', vehicle.model],
    ['Variant', vehicle.variant],
    ['Year', vehicle.modelYear],
    ['Coachbuilder', vehicle.coachbuilder],
    ['Body style', vehicle.bodyStyle],
    ['Colour', vehicle.currentColour],
    ['Factory colour', vehicle.factoryColour],
    // As the app shows it to whoever may see the car; search engines get it only from a public car.
    [IDENTIFIER_LABELS[vehicle.identifierKind] ?? 'Identifier', vehicle.identifier],
    [
      'Odometer',
      vehicle.odometerReading === null
        ? null
        : `${numberFormat.format(vehicle.odometerReading)} ${vehicle.odometerUnit}${vehicle.odometerIsActual ? '' : ' (not the true distance)'}`,
    ],
    ['Condition', vehicle.condition ? (CONDITION_LABELS[vehicle.condition] ?? null) : null],
    ['Status', STATUS_LABELS[vehicle.status] ?? null],
  ];
  return rows.flatMap(([label, value]) =>
    value === null || value === '' ? [] : [[label, String(value)] as [string, string]],
  );
}

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

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
};

function history(view: PublicVehicleView): Html {
  const entries = [
    ...view.maintenance.map((record) => ({ on: record.performedOn, title: record.title })),
    ...view.modifications.map((item) => ({ on: item.performedOn ?? null, title: item.title })),
  ]
    .sort((a, b) => (b.on ?? '').localeCompare(a.on ?? ''))
    .slice(0, 10);
  if (entries.length === 0) return html``;
  return html`<section class="vg-ssr-section">
    <h2>Latest history</h2>
    <ul class="vg-ssr-list">
      ${entries.map(
        (entry) =>
          html`<li>
            ${entry.on ? html`<time datetime="${entry.on}">${formatDate(entry.on)}</time>: ` : null}${entry.title}
          </li>`,
      )}
    </ul>
  </section>`;
}

function provenance(view: PublicVehicleView): Html {
  if (view.ownership.length === 0) return html``;
  return html`<section class="vg-ssr-section">
    <h2>Provenance</h2>
    <ol class="vg-ssr-list">
      ${view.ownership.map(
        (period) =>
          html`<li>
            ${period.ownerName ?? (period.memberUsername ? `@${period.memberUsername}` : 'A keeper')}${period.place ? `, ${period.place}` : null}${period.fromDate ? html` <span class="vg-ssr-muted">from ${period.fromDate}</span>` : null}${period.toDate ? html` <span class="vg-ssr-muted">to ${period.toDate}</span>` : null}
          </li>`,
      )}
    </ol>
  </section>`;
}

export interface VehiclePageInput {
  origin: string;
  view: PublicVehicleView;
  /** The owner made the car public (not just shared): it may be indexed, its identifier shown. */
  listed: boolean;
  /** The address this page was asked on: a share link's, or the car's public page. */
  path: string;
  api: string;
}

/** A vehicle's page: heading, cover photo, particulars, story, the shared history and provenance. */
export function vehiclePage({ origin, view, listed, path, api }: VehiclePageInput): RenderedPage {
  const { vehicle } = view;
  // A shared (unlisted) car's page is its link; a public car has one address search engines keep.
  const url = absolute(origin, listed ? publicVehiclePath(vehicle) : path);
  const hero = view.photos[0] ?? null;
  const heroUrl = hero?.displayUrl ?? vehicle.coverPhoto?.displayUrl ?? null;
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
    content: html`<article class="vg-ssr-page">
      <header><h1>${vehicle.title}</h1></header>
      <p class="vg-ssr-muted">
        Kept by <a href="${memberPath(vehicle.ownerUsername)}">${vehicle.ownerUsername}</a>
      </p>
      ${heroUrl ? html`<img class="vg-ssr-hero" src="${heroUrl}" alt="${heroAlt}" fetchpriority="high" decoding="async" />` : null}
      ${
        facts.length
          ? html`<dl class="vg-ssr-facts">
              ${facts.map(
                ([label, value]) =>
                  html`<div>
                    <dt>${label}</dt>
                    <dd>${value}</dd>
                  </div>`,
              )}
            </dl>`
          : null
      }
      ${vehicle.story ? html`<p class="vg-ssr-story">${vehicle.story}</p>` : null} ${history(view)}
      ${provenance(view)}
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
