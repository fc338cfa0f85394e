import type { VehicleSummary } from '@vg/contract';
import {
  CONDITION_LABELS,
  STATUS_LABELS,
  VEHICLE_SORT_LABELS,
  VISIBILITY_SHORT_LABELS,
} from '@vg/contract/rules';
import { breakpoints, color, fontWeight, lineHeight, radius } from '@vg/contract/design-tokens';
import { html, type Html } from '../public-pages/html.js';
import type { RenderedPage } from '../public-pages/page-document.js';
import { addVehicleLink, emptyState, pageHead, vehicleCard } from './kit.js';
import { MEMBER_PAGE_STYLES } from './member-page-styles.js';

// The member's garage as HTML (docs/adr/0020): /vehicles as the garage's screen opens it
// (remote-garage/src/pages/vehicles/vehicles-page.tsx, its first page, newest first). The
// filter fields carry their names: what is typed before the app starts goes over to the screen's.

const option = (value: string, label: string, selected = false) =>
  html`<option value="${value}" ${selected ? html`selected` : null}>${label}</option>`;

const select = (name: string, label: string, options: Html[]) =>
  html`<div class="vg-ssr-field">
    <label for="vg-ssr-${name}">${label}</label>
    <select id="vg-ssr-${name}" name="${name}">
      ${options}
    </select>
  </div>`;

/** A select's options from a label table, in its order; `selected` is the one chosen. */
const choices = (labels: Record<string, string>, selected?: string) =>
  Object.entries(labels).map(([value, label]) => option(value, label, value === selected));

/** The screen's filter bar (vehicle-filters.tsx), everything at its opening value. */
const filterBar = html`<div class="vg-ssr-filters" role="search" aria-label="Filter vehicles">
  <div class="vg-ssr-field">
    <label for="vg-ssr-q">Search</label>
    <input id="vg-ssr-q" name="q" type="search" placeholder="Make, model, registration or number" />
  </div>
  ${select('status', 'Status', [option('', 'Any status'), ...choices(STATUS_LABELS)])}
  ${select('condition', 'Condition', [option('', 'Any condition'), ...choices(CONDITION_LABELS)])}
  ${select('visibility', 'Visibility', [option('', 'Any'), ...choices(VISIBILITY_SHORT_LABELS)])}
  ${select('sort', 'Sort by', choices(VEHICLE_SORT_LABELS, 'recent'))}
</div>`;

const emptyGarage = emptyState(
  'Your garage is empty',
  html`<p class="vg-ssr-muted">
    Add your first vehicle: its make and model are enough to start its logbook.
  </p>`,
  addVehicleLink('Add vehicle'),
);

/** The member's vehicles: the first page of cards, under the screen's header and filters. */
export function vehiclesPage(member: string, vehicles: VehicleSummary[]): RenderedPage {
  return {
    status: 200,
    reader: 'member',
    path: '/vehicles',
    member,
    owner: 'garage/vehicles-page',
    meta: {
      title: 'Vehicles',
      description: 'Every vehicle in your garage, with its whole life.',
      url: null,
      image: null,
      preload: vehicles[0]?.coverPhoto?.thumbUrl ?? null,
      type: 'website',
      noindex: true,
    },
    content: html`<div class="vg-ssr-page">
      ${pageHead('Vehicles', 'Every vehicle in your garage, with its whole life.', addVehicleLink('Add vehicle'))}
      ${filterBar}
      ${
        vehicles.length
          ? html`<div class="vg-ssr-cards vg-ssr-wide" role="list" aria-label="Vehicles">
              ${vehicles.map(vehicleCard)}
            </div>`
          : emptyGarage
      }
    </div>`,
    styles: MEMBER_PAGE_STYLES + VEHICLES_STYLES,
  };
}

// The filter bar's grid and the kit's fields (shared/src/ui/field control-styles.ts, field-frame).
const VEHICLES_STYLES = `
.vg-ssr-filters{display:grid;grid-template-columns:minmax(14rem,2fr) repeat(4,minmax(9rem,1fr));gap:16px;align-items:end}
.vg-ssr-field{display:flex;flex-direction:column;gap:4px;min-width:0}.vg-ssr-field label{font-weight:${fontWeight.medium}}
.vg-ssr-field input,.vg-ssr-field select{width:100%;min-height:44px;padding:8px 12px;background:${color.surface};color:${color.text};border:1px solid ${color.hairlineStrong};border-radius:${radius.sm};font:inherit;line-height:${lineHeight.normal}}.vg-ssr-field select{cursor:pointer}
.vg-ssr-field input::placeholder{color:${color.textMuted}}
@media (max-width:${breakpoints.mobileMax}px){.vg-ssr-filters{grid-template-columns:1fr 1fr}.vg-ssr-filters>:first-child{grid-column:1/-1}}
`
  .trim()
  .replace(/\n/g, '');
