import type {
  DossierContent,
  DossierMaintenance,
  DossierModification,
  DossierOptions,
  DossierPeriod,
} from './dossier-content.js';
import {
  COLOURS,
  FONTS,
  contentWidth,
  ensureSpace,
  hairline,
  sectionHeading,
  type Pdf,
} from './pdf-style.js';
import { formatDate, formatKnownDate, formatMoney, formatNumber, label } from './pdf-text.js';
import { recordedByLine } from '@vg/contract/rules';
import type { EntryAuthor } from '@vg/contract';

// The dossier's record sections: provenance, maintenance and modifications, oldest first. Each
// record is one block kept on one page, with when it was entered in the garage.

export interface Line {
  text: string;
  font: string;
  size: number;
  colour: string;
  gap?: number;
}

export const line = (
  text: string,
  font = FONTS.body,
  size = 9,
  colour = COLOURS.ink,
  gap = 1,
): Line => ({
  text,
  font,
  size,
  colour,
  gap,
});

/** A block of lines, moved whole to the next page when it does not fit. */
export function block(doc: Pdf, lines: (Line | null)[]) {
  const width = contentWidth(doc);
  const present = lines.filter((item): item is Line => item !== null && item.text !== '');
  const heightOf = (item: Line) =>
    doc.font(item.font).fontSize(item.size).heightOfString(item.text, { width }) + (item.gap ?? 1);
  const height = present.reduce((sum, item) => sum + heightOf(item), 0) + 12;
  ensureSpace(doc, height);
  doc.x = doc.page.margins.left;
  for (const item of present) {
    doc.font(item.font).fontSize(item.size).fillColor(item.colour).text(item.text, { width });
    doc.y += item.gap ?? 1;
  }
  doc.y += 5;
  hairline(doc);
  doc.y += 6;
}

/**
 * When it was entered, and by whom by role (docs/product.md#sale-dossier): 'Recorded by the keeper
 * at the time · Entered in the garage 3 Sep 2019'. One line, so the pages run as long as before.
 */
export const entered = (enteredAt: Date, author?: EntryAuthor) =>
  joined([author && recordedByLine(author), `Entered in the garage ${formatDate(enteredAt)}`]);
export const joined = (parts: (string | null | undefined | false)[]) =>
  parts.filter(Boolean).join(' · ');

function maintenanceLines(
  record: DossierMaintenance,
  unit: string,
  enteredAt: Date,
  author?: EntryAuthor,
): (Line | null)[] {
  const costs = joined([
    record.partsCost !== null && `Parts ${formatMoney(record.partsCost, record.currency)}`,
    record.labourCost !== null && `Labour ${formatMoney(record.labourCost, record.currency)}`,
    record.totalCost !== null && `Total ${formatMoney(record.totalCost, record.currency)}`,
  ]);
  return [
    line(
      joined([
        formatDate(record.performedOn),
        record.odometer !== null && `${formatNumber(record.odometer)} ${unit}`,
        label(record.category),
      ]),
      FONTS.bold,
      8.5,
      COLOURS.green,
    ),
    line(record.title, FONTS.heading, 11.5, COLOURS.ink, 2),
    line(
      joined([
        `Done by ${record.performedBy === 'owner' ? 'the keeper' : `a ${record.performedBy}`}${record.shopName ? `: ${record.shopName}` : ''}`,
        record.labourHours !== null && `${record.labourHours} h labour`,
      ]),
    ),
    ...record.parts.map((part) =>
      line(
        `• ${joined([
          part.description,
          part.brand,
          part.partNumber && `part no. ${part.partNumber}`,
          part.quantity !== 1 && `× ${part.quantity}`,
          part.source && label(part.source),
          part.unitCost !== null && `${formatMoney(part.unitCost, record.currency)} each`,
        ])}`,
        FONTS.body,
        8.5,
      ),
    ),
    costs ? line(costs, FONTS.bold, 8.5) : null,
    record.notes ? line(record.notes, FONTS.italic, 8.5, COLOURS.muted) : null,
    line(entered(enteredAt, author), FONTS.body, 7.5, COLOURS.muted),
  ];
}

function modificationLines(
  mod: DossierModification,
  enteredAt: Date,
  author?: EntryAuthor,
): (Line | null)[] {
  return [
    line(
      joined([
        mod.performedOn ? formatDate(mod.performedOn) : 'Undated',
        label(mod.system),
        label(mod.status),
      ]),
      FONTS.bold,
      8.5,
      COLOURS.green,
    ),
    line(mod.title, FONTS.heading, 11.5, COLOURS.ink, 2),
    line(
      joined([
        mod.inPeriod ? 'Period-correct' : 'Not period-correct',
        mod.reversible ? 'Reversible' : 'Not reversible',
        mod.originalRetained
          ? `Original part kept${mod.originalLocation ? ` (${mod.originalLocation})` : ''}`
          : null,
        mod.cost !== null && `Cost ${formatMoney(mod.cost, mod.currency)}`,
      ]),
    ),
    mod.description ? line(mod.description, FONTS.body, 8.5) : null,
    mod.reason ? line(`Why: ${mod.reason}`, FONTS.body, 8.5) : null,
    line(entered(enteredAt, author), FONTS.body, 7.5, COLOURS.muted),
  ];
}

function periodLines(period: DossierPeriod, enteredAt: Date): (Line | null)[] {
  const from = formatKnownDate(period.fromDate, period.fromPrecision);
  const to = formatKnownDate(period.toDate, period.toPrecision);
  const dates = to ? `${from ?? 'Unknown'} to ${to}` : from ? `From ${from}` : 'Dates not known';
  return [
    line(dates, FONTS.bold, 8.5, COLOURS.green),
    line(
      joined([
        period.ownerName ?? (period.memberUsername && `@${period.memberUsername}`) ?? 'A keeper',
        period.place,
      ]),
      FONTS.heading,
      11.5,
      COLOURS.ink,
      2,
    ),
    period.acquisition ? line(`Acquired: ${label(period.acquisition)}`) : null,
    period.notes ? line(period.notes, FONTS.italic, 8.5, COLOURS.muted) : null,
    line(entered(enteredAt), FONTS.body, 7.5, COLOURS.muted),
  ];
}

export function sectionsOfRecords(doc: Pdf, content: DossierContent, options: DossierOptions) {
  const unit = content.vehicle.content.odometerUnit;
  const empty = (text: string) =>
    doc.font(FONTS.body).fontSize(9).fillColor(COLOURS.muted).text(text);
  sectionHeading(doc, 'Ownership and provenance');
  if (content.ownership.length === 0) empty('No keepers recorded.');
  for (const period of content.ownership) block(doc, periodLines(period.content, period.enteredAt));
  sectionHeading(doc, `Maintenance (${content.maintenance.length})`);
  if (content.maintenance.length === 0) empty('No maintenance recorded.');
  for (const record of content.maintenance)
    block(doc, maintenanceLines(record.content, unit, record.enteredAt, record.author));
  sectionHeading(doc, `Modifications (${content.modifications.length})`);
  if (content.modifications.length === 0) empty('No modifications recorded.');
  for (const mod of content.modifications)
    block(doc, modificationLines(mod.content, mod.enteredAt, mod.author));
  if (!options.costs || !options.notes)
    doc
      .moveDown(0.5)
      .font(FONTS.body)
      .fontSize(8)
      .fillColor(COLOURS.muted)
      .text(
        `This dossier leaves out ${joined([!options.costs && 'costs', !options.notes && 'private notes']).replace(' · ', ' and ')}, as its keeper chose.`,
      );
}
