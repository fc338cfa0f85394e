import type {
  EntryAuthor,
  OwnershipPeriod,
  PublicMaintenanceRecord,
  PublicModification,
  PublicPhoto,
  PublicVehicleView,
} from '@vg/contract';
import { html, type Html } from './html.js';
import { formatMoney, recordedByLine } from '@vg/contract/rules';
import { readerDate, readerLocale } from './reader-locale.js';

// The parts of a car's page below its particulars, as the garage's page draws them
// (remote-garage/src/pages/public-vehicle): the photographs, the provenance timeline and the
// history its keeper chose to show (docs/product.md#public-car-page). Words for enum values are
// the slug made readable; the app, taking over, shows its own labels.

const numberFormat = new Intl.NumberFormat('en-GB');

/** A calendar day in the reader's locale (docs/product.md#dates). */
export const formatDay = (iso: string) => readerDate(iso.slice(0, 10));

const when = (iso: string | null) =>
  iso ? html`<time datetime="${iso}">${formatDay(iso)}</time>` : null;

/**
 * Who wrote an entry, by role (docs/product.md#public-car-page), under its facts as the garage's
 * page draws it; an answer made before it knew says nothing.
 */
export const recordedBy = (author: EntryAuthor | undefined) =>
  author ? html`<p class="vg-ssr-muted">${recordedByLine(author)}</p>` : null;

/** 'lay_up' -> 'Lay up': an enum value in words. */
const words = (slug: string) => {
  const text = slug.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The garage's rule for money, in the reader's locale: never a figure without its currency. */
const money = (amount: number | null, currency: string | null) =>
  formatMoney(amount, currency, readerLocale());

const photoTile = (photo: PublicPhoto, vehicleTitle: string, index: number) => {
  // The full-size photo opens from its tile: in the app's lightbox, which start-app.js opens at
  // data-vg-photo (#photo-N) when the tile is chosen before the app runs; without scripts, as a
  // plain link. Each tile keeps the photo's shape and its caption, as the app's gallery draws it.
  const name = photo.caption || vehicleTitle;
  const caption = [photo.caption, photo.stage ? words(photo.stage) : null]
    .filter(Boolean)
    .join(' · ');
  return html`<li style="--ratio:${photo.width}/${photo.height}">
    <figure>
      <a href="${photo.displayUrl}" data-vg-photo="${index + 1}" aria-label="${name}"
        ><img
          class="vg-ssr-photo"
          src="${photo.thumbUrl}"
          alt="${name}"
          width="${photo.width}"
          height="${photo.height}"
          loading="lazy"
          decoding="async"
      /></a>
      <figcaption>${caption || vehicleTitle}</figcaption>
      ${recordedBy(photo.author)}
    </figure>
  </li>`;
};

export function gallery(view: PublicVehicleView): Html {
  const { photos, vehicle } = view;
  if (!view.scope.photos || (photos.length === 0 && !view.photosAwaitingReview)) return html``;
  return html`<section class="vg-ssr-section" aria-labelledby="vg-photos">
    <h2 id="vg-photos">Photographs${photos.length ? ` (${photos.length})` : ''}</h2>
    ${
      photos.length
        ? html`<ul class="vg-ssr-gallery">
            ${photos.map((photo, index) => photoTile(photo, vehicle.title, index))}
          </ul>`
        : null
    }
    ${view.photosAwaitingReview ? html`<p class="vg-ssr-note">Some photos are waiting for review: they appear here once a moderator approves them.</p>` : null}
  </section>`;
}

function maintenanceEntry(record: PublicMaintenanceRecord): Html {
  const figures = [
    formatDay(record.performedOn),
    record.odometer !== null
      ? `${numberFormat.format(record.odometer)} ${record.odometerUnit}`
      : null,
    record.performedBy === 'owner'
      ? 'By the keeper'
      : (record.shopName ?? words(record.performedBy)),
  ].filter(Boolean);
  const total = money(record.totalCost, record.currency);
  return html`<li class="vg-ssr-entry">
    <div class="vg-ssr-entry-head">
      <h3>${record.title}</h3>
      ${total ? html`<span class="vg-ssr-cost">${total}</span>` : null}
    </div>
    <p class="vg-ssr-muted">${words(record.category)} · ${figures.join(' · ')}</p>
    ${recordedBy(record.author)}
    ${record.notes ? html`<p class="vg-ssr-story">${record.notes}</p>` : null}
    ${
      record.parts.length
        ? html`<ul class="vg-ssr-parts" aria-label="Parts used">
            ${record.parts.map((part) => {
              const each = money(part.unitCost, record.currency);
              return html`<li>
                ${part.quantity} ×
                ${part.description}${part.brand ? `, ${part.brand}` : ''}${part.partNumber ? ` (${part.partNumber})` : ''}${each ? ` · ${each} each` : ''}
              </li>`;
            })}
          </ul>`
        : null
    }
  </li>`;
}

function modificationEntry(item: PublicModification): Html {
  const cost = money(item.cost, item.currency);
  const figures = [
    item.performedOn ? formatDay(item.performedOn) : null,
    words(item.system),
    words(item.status),
    item.inPeriod ? 'In period' : null,
    item.reversible ? 'Reversible' : null,
  ].filter(Boolean);
  return html`<li class="vg-ssr-entry">
    <div class="vg-ssr-entry-head">
      <h3>${item.title}</h3>
      ${cost ? html`<span class="vg-ssr-cost">${cost}</span>` : null}
    </div>
    <p class="vg-ssr-muted">${figures.join(' · ')}</p>
    ${recordedBy(item.author)}
    ${item.description ? html`<p class="vg-ssr-story">${item.description}</p>` : null}
  </li>`;
}

/** The maintenance and modifications the keeper chose to show, each newest first. */
export function history(view: PublicVehicleView): Html {
  const parts: Html[] = [];
  if (view.scope.maintenance && view.maintenance.length)
    parts.push(
      html`<section class="vg-ssr-section" aria-labelledby="vg-maintenance">
        <h2 id="vg-maintenance">Maintenance (${view.maintenance.length})</h2>
        <ol class="vg-ssr-entries">
          ${view.maintenance.map(maintenanceEntry)}
        </ol>
      </section>`,
    );
  if (view.scope.modifications && view.modifications.length)
    parts.push(
      html`<section class="vg-ssr-section" aria-labelledby="vg-modifications">
        <h2 id="vg-modifications">Modifications (${view.modifications.length})</h2>
        <ol class="vg-ssr-entries">
          ${view.modifications.map(modificationEntry)}
        </ol>
      </section>`,
    );
  return html`${parts}`;
}

const keeper = (period: OwnershipPeriod) =>
  period.ownerName ?? (period.memberUsername ? `@${period.memberUsername}` : 'A keeper');

/** The car's keepers, first to last, as a timeline. */
export function provenance(view: PublicVehicleView): Html {
  if (view.ownership.length === 0) return html``;
  return html`<section class="vg-ssr-section" aria-labelledby="vg-provenance">
    <h2 id="vg-provenance">Provenance</h2>
    <ol class="vg-ssr-timeline">
      ${view.ownership.map(
        (period) =>
          html`<li>
            <p class="vg-ssr-muted">
              ${when(period.fromDate) ?? 'Unknown'} –
              ${when(period.toDate) ?? (period.fromDate ? 'today' : '')}
            </p>
            <p>
              <strong>${keeper(period)}</strong
              >${period.place ? `, ${period.place}` : null}${period.acquisition ? html` <span class="vg-ssr-muted">(${words(period.acquisition)})</span>` : null}
            </p>
            ${period.notes ? html`<p class="vg-ssr-story">${period.notes}</p>` : null}
          </li>`,
      )}
    </ol>
  </section>`;
}
