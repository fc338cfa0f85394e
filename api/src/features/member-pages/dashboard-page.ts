import type { Dashboard, DashboardRecord, Reminder, VehicleSummary } from '@vg/contract';
import {
  CONDITION_LABELS,
  describeDue,
  formatDistance,
  formatPreciseDate,
  REMINDER_STATE_LABELS,
  STATUS_LABELS,
} from '@vg/contract/rules';
import { html, type Html } from '../public-pages/html.js';
import { icon } from '../public-pages/icon.js';
import type { RenderedPage } from '../public-pages/page-document.js';
import { readerLocale } from '../public-pages/reader-locale.js';

// The member's dashboard as HTML (docs/adr/0020): the same answer the garage's dashboard screen
// renders (remote-garage/src/pages/dashboard/dashboard-page.tsx), in its layout, so the screen
// takes its place without a jump. Links are ordinary addresses until the app starts.

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

const TONE = { overdue: 'error', due: 'warning', upcoming: 'neutral', completed: 'success' };

const badge = (label: string, tone = 'neutral') =>
  html`<span class="vg-ssr-badge vg-ssr-${tone}">${label}</span>`;

function money(total: number, currency: string | null): string {
  const locale = readerLocale();
  if (!currency) return new Intl.NumberFormat(locale).format(total);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(total);
  } catch {
    return `${new Intl.NumberFormat(locale).format(total)} ${currency}`;
  }
}

const vehicleCard = (vehicle: VehicleSummary, index: number) =>
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
          ${badge(STATUS_LABELS[vehicle.status], vehicle.status === 'active' ? 'success' : 'neutral')}
          ${vehicle.condition ? badge(CONDITION_LABELS[vehicle.condition]) : null}
          ${vehicle.visibility !== 'private' ? badge(vehicle.visibility === 'public' ? 'Public' : 'Unlisted', 'info') : null}
        </span>
      </div>
    </article>
  </div>`;

const reminderLine = (reminder: Reminder) =>
  html`<li class="vg-ssr-card">
    <span
      >${badge(REMINDER_STATE_LABELS[reminder.state], TONE[reminder.state])}
      <a href="/vehicles/${reminder.vehicleId}?tab=maintenance">${reminder.title}</a></span
    >
    <span class="vg-ssr-muted vg-ssr-small"
      >${reminder.vehicleTitle} · ${describeDue(reminder, readerLocale())}</span
    >
  </li>`;

const recordLine = (record: DashboardRecord) =>
  html`<li>
    <a
      href="/vehicles/${record.vehicleId}?tab=${record.kind === 'maintenance' ? 'maintenance' : 'modifications'}"
      >${record.title}</a
    >
    <span class="vg-ssr-muted vg-ssr-small"
      >${record.vehicleTitle} ·
      ${record.kind === 'maintenance' ? 'Maintenance' : 'Modification'}${record.date ? ` · ${formatPreciseDate(record.date, 'day', readerLocale())}` : ''}</span
    >
  </li>`;

const section = (title: string, content: Html, aside: Html | null = null) =>
  html`<section class="vg-ssr-section">
    <div class="vg-ssr-section-head">
      <h2>${title}</h2>
      ${aside}
    </div>
    ${content}
  </section>`;

function overview(data: Dashboard): Html {
  const { year, perVehicle } = data.spending;
  // A stack of 24 px, as the screen's (its page column has 32 between its header and this).
  return html`<div class="vg-ssr-stack vg-ssr-tight">
    ${section(
      'Your vehicles',
      html`<div class="vg-ssr-cards" role="list" aria-label="Your vehicles">
        ${data.vehicles.map(vehicleCard)}
      </div>`,
      data.vehicleCount > data.vehicles.length
        ? html`<a href="/vehicles">All ${data.vehicleCount} vehicles</a>`
        : null,
    )}
    <div class="vg-ssr-columns">
      <div class="vg-ssr-stack">
        ${section(
          'Due and overdue',
          data.reminders.length
            ? html`<ul class="vg-ssr-list">
                ${data.reminders.map(reminderLine)}
              </ul>`
            : html`<p>Nothing is due. Set reminders from a vehicle’s Maintenance tab.</p>`,
        )}
        ${section(
          'Latest records',
          data.latestRecords.length
            ? html`<ul class="vg-ssr-list">
                ${data.latestRecords.map(recordLine)}
              </ul>`
            : html`<p>No records yet. Log maintenance or a modification from a vehicle’s page.</p>`,
        )}
      </div>
      ${section(
        `Spending in ${year}`,
        perVehicle.length
          ? html`<table class="vg-ssr-table">
              <caption class="vg-ssr-sr">
                Spending in ${year} per vehicle
              </caption>
              <thead>
                <tr>
                  <th scope="col">Vehicle</th>
                  <th scope="col">Spent</th>
                </tr>
              </thead>
              <tbody>
                ${perVehicle.map(
                  (row) =>
                    html`<tr>
                      <td><a href="/vehicles/${row.vehicleId}">${row.vehicleTitle}</a></td>
                      <td>${money(row.total, row.currency)}</td>
                    </tr>`,
                )}
              </tbody>
            </table>`
          : html`<p>No costs recorded this year.</p>`,
      )}
    </div>
  </div>`;
}

const firstRun = html`<div class="vg-ssr-card vg-ssr-empty">
  <h2>Start your garage</h2>
  <ol class="vg-ssr-steps">
    <li>
      Add your first vehicle: make and model are enough, the chassis number or VIN when you have it.
    </li>
    <li>Log its last service and set a reminder for the next one.</li>
    <li>Add photos and its ownership history, then share it with your club.</li>
  </ol>
  <a class="vg-ssr-button" href="/vehicles?add=1">Add your first vehicle</a>
</div>`;

/** The member's dashboard: greeting, cars, what is due, the latest records and the year's spending. */
export function dashboardPage(member: { id: string; name: string }, data: Dashboard): RenderedPage {
  const empty = data.vehicleCount === 0;
  return {
    status: 200,
    reader: 'member',
    member: member.id,
    owner: 'garage/dashboard-page',
    meta: {
      title: 'Dashboard',
      description: 'Your garage at a glance.',
      url: null,
      image: null,
      type: 'website',
      noindex: true,
    },
    content: html`<div class="vg-ssr-page">
      <header class="vg-ssr-page-head">
        <div>
          <h1>Dashboard</h1>
          <p class="vg-ssr-muted">${empty ? 'Welcome' : 'Welcome back'}, ${member.name}</p>
        </div>
        ${empty ? null : html`<a class="vg-ssr-button" href="/vehicles?add=1">${PLUS} Add vehicle</a>`}
      </header>
      ${empty ? firstRun : overview(data)}
    </div>`,
    styles: DASHBOARD_STYLES,
  };
}

// The kit's Card, Badge, ButtonLink, DataTable and the dashboard's columns (shared/src/ui).
const DASHBOARD_STYLES = `
.vg-ssr-page-head{display:flex;flex-wrap:wrap;align-items:flex-end;justify-content:space-between;gap:16px}.vg-ssr-page-head>div{display:flex;flex-direction:column;gap:8px}
.vg-ssr-button{display:inline-flex;align-items:center;gap:8px;min-height:44px;padding:0 20px;border-radius:4px;background:#1f4d3a;color:#fffdf8;text-decoration:none;font-weight:500}a.vg-ssr-button:hover{color:#fffdf8;background:#173b2c}
.vg-ssr-section-head{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:8px;padding-bottom:8px;border-bottom:1px solid #d9d0bf}.vg-ssr-section-head h2{font-size:1.25rem}
.vg-ssr-cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:24px;align-items:start}
.vg-ssr-vehicle{position:relative;padding:0;overflow:hidden;gap:0;height:auto}.vg-ssr-card-body{padding:16px;display:flex;flex-direction:column;gap:8px}
.vg-ssr-photo{aspect-ratio:4/3;width:100%;overflow:hidden;border-radius:6px;background:#efe8d8;display:flex;align-items:center;justify-content:center;color:#5e554b}.vg-ssr-photo img{width:100%;height:100%;object-fit:cover}
.vg-ssr-card-link{color:inherit;text-decoration:none;font-family:'Iowan Old Style','Palatino Linotype',Palatino,Georgia,serif;font-size:1.25rem}.vg-ssr-card-link::after{content:'';position:absolute;inset:0}
.vg-ssr-small{font-size:.875rem;font-variant-numeric:tabular-nums}.vg-ssr-badges{display:flex;flex-wrap:wrap;gap:4px}
.vg-ssr-badge{display:inline-flex;padding:2px 8px;border:1px solid;border-radius:999px;font-size:.75rem;font-weight:700;letter-spacing:.02em;white-space:nowrap}
.vg-ssr-info{background:#e6eef5;color:#1d4666;border-color:#a9c2d8}.vg-ssr-success{background:#e5f0e6;color:#1f5130;border-color:#a8c9ad}.vg-ssr-warning{background:#fbf0d9;color:#6b4a0c;border-color:#e0c48a}.vg-ssr-error{background:#f9e3e1;color:#8c1d18;border-color:#e3aaa5}.vg-ssr-neutral{background:#efe8d8;color:#2b2622;border-color:#d9d0bf}
.vg-ssr-columns{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:32px}.vg-ssr-stack{display:flex;flex-direction:column;gap:32px}.vg-ssr-tight{gap:24px}
.vg-ssr-list li{display:flex;flex-direction:column;gap:4px}.vg-ssr-list li.vg-ssr-card{padding:16px}
.vg-ssr-table{width:100%;border-collapse:collapse}.vg-ssr-table th,.vg-ssr-table td{text-align:left;padding:8px 12px;border-bottom:1px solid #d9d0bf}.vg-ssr-table th:last-child,.vg-ssr-table td:last-child{text-align:right;font-variant-numeric:tabular-nums}
.vg-ssr-steps{padding-left:24px;display:flex;flex-direction:column;gap:8px;text-align:left}
@media (max-width:767px){.vg-ssr-columns{grid-template-columns:1fr}}
`
  .trim()
  .replace(/\n/g, '');
