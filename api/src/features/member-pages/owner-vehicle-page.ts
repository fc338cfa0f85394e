import type { OwnedVehicle } from '@vg/contract';
import {
  COMPONENT_LABELS,
  IDENTIFIER_CHECK_LABELS,
  NUMBERS_LABELS,
  vehicleParticulars,
  VISIBILITY_SHORT_LABELS,
  type MatchingComponent,
} from '@vg/contract/rules';
import { breakpoints, color, fontWeight } from '@vg/contract/design-tokens';
import { html, type Html } from '../public-pages/html.js';
import type { RenderedPage } from '../public-pages/page-document.js';
import { readerLocale } from '../public-pages/reader-locale.js';
import { badge, money, section, statusBadges } from './kit.js';
import { MEMBER_PAGE_STYLES } from './member-page-styles.js';

// The owner's car page as HTML (docs/adr/0020): /vehicles/<id> as the garage's screen opens it
// (remote-garage/src/pages/vehicle-detail: its header, cover, tabs and Overview's particulars), so
// the screen takes its place without a jump. The sharing and sale dossier sections, and the other
// tabs, come with the screen.

const TABS: Array<[id: string, label: string]> = [
  ['overview', 'Overview'],
  ['maintenance', 'Maintenance'],
  ['modifications', 'Modifications'],
  ['costs', 'Costs'],
  ['photos', 'Photos'],
  ['papers', 'Papers'],
  ['provenance', 'Provenance'],
  ['import', 'Import history'],
];

const VERDICT_TONES = {
  matching: 'success',
  non_matching: 'warning',
  period_correct: 'info',
  unknown: 'neutral',
} as const;

const list = (items: Array<[label: string, value: Html | string]>) =>
  html`<dl class="vg-ssr-pairs">
    ${items.map(
      ([label, value]) =>
        html`<dt>${label}</dt>
          <dd>${value}</dd>`,
    )}
  </dl>`;

/** The Overview tab's particulars, in the rows, labels and order the screen shows. */
function particulars(vehicle: OwnedVehicle): Html {
  const rows: Array<[string, Html | string]> = vehicleParticulars(vehicle, {
    forOwner: true,
    locale: readerLocale(),
  }).map(({ key, label, value }) => {
    const check = key === 'identifier' ? vehicle.identifierCheck : null;
    return [
      label,
      check
        ? html`${value}
          ${badge(IDENTIFIER_CHECK_LABELS[check], check === 'valid' ? 'success' : 'warning')}`
        : value,
    ];
  });
  if (vehicle.registration) rows.push(['Registration', vehicle.registration]);
  if (vehicle.purchasePrice !== null)
    rows.push(['Purchase price (private)', money(vehicle.purchasePrice, vehicle.purchaseCurrency)]);
  return list(rows);
}

function matchingNumbers(vehicle: OwnedVehicle): Html | null {
  const verdicts = vehicle.matchingNumbers;
  if (Object.values(verdicts).every((verdict) => verdict === 'unknown')) return null;
  return section(
    'Matching numbers',
    list(
      (Object.keys(COMPONENT_LABELS) as MatchingComponent[]).map((component) => [
        COMPONENT_LABELS[component],
        badge(NUMBERS_LABELS[verdicts[component]], VERDICT_TONES[verdicts[component]]),
      ]),
    ),
  );
}

/**
 * The owner's car: name and badges, Edit and Delete, the cover, the tabs and the particulars.
 * Delete asks in a dialog the app opens: it waits, disabled, until the screen takes over.
 */
export function ownerVehiclePage(member: string, vehicle: OwnedVehicle): RenderedPage {
  return {
    status: 200,
    reader: 'member',
    path: `/vehicles/${vehicle.id}`,
    member,
    owner: 'garage/vehicle-detail-page',
    meta: {
      title: vehicle.title,
      description: `The logbook of ${vehicle.title}.`,
      url: null,
      image: null,
      preload: vehicle.coverPhoto?.displayUrl ?? null,
      type: 'website',
      noindex: true,
    },
    content: html`<div class="vg-ssr-page">
      <header class="vg-ssr-page-head">
        <div>
          <h1>${vehicle.title}</h1>
          <div class="vg-ssr-badges">
            ${statusBadges(vehicle)}
            ${badge(
              VISIBILITY_SHORT_LABELS[vehicle.visibility],
              vehicle.visibility === 'private' ? 'neutral' : 'info',
            )}
          </div>
        </div>
        <div class="vg-ssr-actions">
          <a class="vg-ssr-button vg-ssr-secondary" href="/vehicles/${vehicle.id}?edit=1">Edit</a>
          <button class="vg-ssr-button vg-ssr-danger" type="button" disabled>Delete</button>
        </div>
      </header>
      ${
        vehicle.coverPhoto
          ? html`<div class="vg-ssr-photo vg-ssr-cover">
              <img
                src="${vehicle.coverPhoto.displayUrl}"
                alt="${vehicle.title}"
                fetchpriority="high"
              />
            </div>`
          : null
      }
      <div>
        <div class="vg-ssr-tabs" role="tablist" aria-label="${vehicle.title} logbook">
          ${TABS.map(
            ([id, label]) =>
              html`<a
                role="tab"
                href="/vehicles/${vehicle.id}${id === 'overview' ? '' : `?tab=${id}`}"
                aria-selected="${String(id === 'overview')}"
                >${label}</a
              >`,
          )}
        </div>
        <div class="vg-ssr-panel" role="tabpanel" aria-label="Overview">
          <div class="vg-ssr-stack">
            ${section('Particulars', particulars(vehicle))} ${matchingNumbers(vehicle)}
            ${vehicle.story ? section('Story', html`<p class="vg-ssr-story">${vehicle.story}</p>`) : null}
          </div>
        </div>
      </div>
    </div>`,
    styles: MEMBER_PAGE_STYLES + OWNER_VEHICLE_STYLES,
  };
}

// The cover (16 / 7), the kit's Tabs and DescriptionList (shared/src/ui).
const OWNER_VEHICLE_STYLES = `
.vg-ssr-cover{aspect-ratio:16/7}
.vg-ssr-tabs{display:flex;flex-wrap:wrap;column-gap:4px;border-bottom:1px solid ${color.hairline}}
.vg-ssr-tabs a{display:inline-flex;align-items:center;min-height:44px;padding:0 16px;border-bottom:3px solid transparent;color:${color.textMuted};font-weight:${fontWeight.medium};white-space:nowrap;text-decoration:none}
.vg-ssr-tabs a[aria-selected=true]{color:${color.primary};border-bottom-color:${color.primary}}
.vg-ssr-panel{padding-top:24px}
.vg-ssr-pairs{display:grid;grid-template-columns:max-content minmax(0,1fr)}
.vg-ssr-pairs dt{padding:8px 24px 8px 0;border-bottom:1px solid ${color.hairline};color:${color.textMuted};font-weight:${fontWeight.medium}}
.vg-ssr-pairs dd{padding:8px 0;border-bottom:1px solid ${color.hairline};font-variant-numeric:tabular-nums;overflow-wrap:break-word}
@media (max-width:${breakpoints.mobileMax}px){.vg-ssr-pairs{grid-template-columns:1fr}.vg-ssr-pairs dt{padding-bottom:0;border-bottom:0}}
`
  .trim()
  .replace(/\n/g, '');
