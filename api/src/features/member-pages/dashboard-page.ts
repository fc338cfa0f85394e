import type { Dashboard, DashboardRecord, Reminder } from '@vg/contract';
import {
  dashboardGreeting,
  describeDue,
  formatPreciseDate,
  REMINDER_STATE_LABELS,
} from '@vg/contract/rules';
import { breakpoints, color } from '@vg/contract/design-tokens';
import { html, type Html } from '../public-pages/html.js';
import type { RenderedPage } from '../public-pages/page-document.js';
import { readerLocale } from '../public-pages/reader-locale.js';
import { MEMBER_PAGE_STYLES } from './member-page-styles.js';
import { addVehicleLink, badge, emptyState, money, pageHead, section, vehicleCard } from './kit.js';

// The member's dashboard as HTML (docs/adr/0020): the same answer the garage's dashboard screen
// renders (remote-garage/src/pages/dashboard/dashboard-page.tsx), in its layout, so the screen
// takes its place without a jump. Links are ordinary addresses until the app starts.

const TONE = { overdue: 'error', due: 'warning', upcoming: 'neutral', completed: 'success' };

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

/** A list of lines, or the sentence that says there are none. */
const listOr = (lines: Html[], none: string) =>
  lines.length
    ? html`<ul class="vg-ssr-list">
        ${lines}
      </ul>`
    : html`<p>${none}</p>`;

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
          listOr(
            data.reminders.map(reminderLine),
            'Nothing is due. Set reminders from a vehicle’s Maintenance tab.',
          ),
        )}
        ${section(
          'Latest records',
          listOr(
            data.latestRecords.map(recordLine),
            'No records yet. Log maintenance or a modification from a vehicle’s page.',
          ),
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

const firstRun = emptyState(
  'Start your garage',
  html`<ol class="vg-ssr-steps">
    <li>
      Add your first vehicle: make and model are enough, the chassis number or VIN when you have it.
    </li>
    <li>Log its last service and set a reminder for the next one.</li>
    <li>Add photos and its ownership history, then share it with your club.</li>
  </ol>`,
  addVehicleLink('Add your first vehicle', false),
);

/** The member's dashboard: greeting, cars, what is due, the latest records and the year's spending. */
export function dashboardPage(
  member: { id: string; name: string; memberSince: Date },
  data: Dashboard,
): RenderedPage {
  const empty = data.vehicleCount === 0;
  return {
    status: 200,
    reader: 'member',
    path: '/dashboard',
    member: member.id,
    owner: 'garage/dashboard-page',
    meta: {
      title: 'Dashboard',
      description: 'Your garage at a glance.',
      url: null,
      image: null,
      preload: data.vehicles[0]?.coverPhoto?.thumbUrl ?? null,
      type: 'website',
      noindex: true,
    },
    content: html`<div class="vg-ssr-page">
      ${pageHead(
        'Dashboard',
        dashboardGreeting(member.name, {
          vehicleCount: data.vehicleCount,
          memberSince: member.memberSince,
        }),
        empty ? null : addVehicleLink('Add vehicle'),
      )}
      ${empty ? firstRun : overview(data)}
    </div>`,
    styles: MEMBER_PAGE_STYLES + DASHBOARD_STYLES,
  };
}

// The dashboard's columns, lists and spending table (remote-garage's dashboard page, DataTable).
const DASHBOARD_STYLES = `
.vg-ssr-columns{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:32px}
.vg-ssr-list li{display:flex;flex-direction:column;gap:4px}.vg-ssr-list li.vg-ssr-card{padding:16px}
.vg-ssr-table{width:100%;border-collapse:collapse}.vg-ssr-table th,.vg-ssr-table td{text-align:left;padding:8px 12px;border-bottom:1px solid ${color.hairline}}.vg-ssr-table th:last-child,.vg-ssr-table td:last-child{text-align:right;font-variant-numeric:tabular-nums}
.vg-ssr-steps{padding-left:24px;display:flex;flex-direction:column;gap:8px;text-align:left}
@media (max-width:${breakpoints.mobileMax}px){.vg-ssr-columns{grid-template-columns:1fr}}
`
  .trim()
  .replace(/\n/g, '');
