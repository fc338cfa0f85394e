import PDFDocument from 'pdfkit';
import type { DossierContent, DossierOptions, DossierPhoto } from './dossier-content.js';
import { groupedCode } from './dossier-code.js';
import { drawOdometerChart, type Reading } from './pdf-odometer-chart.js';
import { drawQrCode } from './pdf-qr.js';
import {
  COLOURS,
  FONTS,
  contentWidth,
  ensureSpace,
  keyValues,
  sectionHeading,
  type Pdf,
} from './pdf-style.js';
import { sectionsOfRecords } from './pdf-records.js';
import { costsSection } from './pdf-costs.js';
import { appendedPages, mergeAppendices, type Appendix } from './pdf-appendix.js';
import { appendixPages, papersSection } from './pdf-papers.js';
import { formatDate, formatKnownDate, knownNumbers, pdfSafe } from './pdf-text.js';
import { recordedByLine } from '@vg/contract/rules';

// The sale dossier as a PDF (docs/product.md#sale-dossier, docs/adr/0015): a cover with the car, its
// identifier and the verification box; a summary; provenance; every maintenance record and
// modification; the papers it lists; the chosen photos; the papers' own pages when appended. Every
// page the dossier lays out carries the code and the fingerprint in its footer.

export interface DossierStamp {
  code: string;
  fingerprint: string;
  madeAt: Date;
  /** The absolute verification address the QR code and the footer give. */
  verifyUrl: string;
}

export interface PhotoImage extends DossierPhoto {
  jpeg: Buffer;
}

const MARGINS = { top: 54, bottom: 64, left: 54, right: 54 };

/** A document whose text is always in the fonts' encoding (pdf-text.ts). */
function createPdf(paper: DossierOptions['paper'], title: string): Pdf {
  const doc = new PDFDocument({
    size: paper === 'Letter' ? 'LETTER' : 'A4',
    margins: MARGINS,
    bufferPages: true,
    info: { Title: pdfSafe(title), Author: 'Vintage Garage', Subject: 'Sale dossier' },
  });
  const text = doc.text.bind(doc);
  const heightOfString = doc.heightOfString.bind(doc);
  doc.text = ((value: unknown, ...rest: unknown[]) =>
    (text as (...args: unknown[]) => Pdf)(
      typeof value === 'string' ? pdfSafe(value) : value,
      ...rest,
    )) as Pdf['text'];
  doc.heightOfString = ((value: string, options?: object) =>
    heightOfString(pdfSafe(value), options)) as Pdf['heightOfString'];
  return doc;
}

const IDENTIFIER_NAMES: Record<string, string> = {
  vin: 'VIN',
  chassis: 'Chassis number',
  frame: 'Frame number',
  none: 'Identifier',
};

function identifierCheck(kind: string, check: string | null): string | null {
  if (kind !== 'vin') return 'No check digit to verify: recorded as stamped';
  if (check === 'valid') return 'Check digit verified';
  if (check === 'mismatch_confirmed')
    return 'Check digit does not add up; the keeper confirmed the number as stamped';
  return null;
}

function cover(doc: Pdf, content: DossierContent, stamp: DossierStamp, photo?: PhotoImage) {
  const vehicle = content.vehicle.content;
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc
    .font(FONTS.bold)
    .fontSize(9)
    .fillColor(COLOURS.brassText)
    .text('SALE DOSSIER', { characterSpacing: 2 });
  doc.moveDown(0.3);
  doc.font(FONTS.heading).fontSize(26).fillColor(COLOURS.green).text(vehicle.title, { width });
  doc.moveDown(0.6);
  if (photo) {
    const height = Math.min(250, (width * photo.height) / photo.width);
    doc.image(photo.jpeg, left, doc.y, { fit: [width, height], align: 'center' });
    doc.y += height + 14;
  }
  keyValues(doc, [
    ['Make', vehicle.make],
    ['Model', [vehicle.model, vehicle.variant].filter(Boolean).join(' ')],
    ['Year', vehicle.modelYear === null ? null : String(vehicle.modelYear)],
    [
      IDENTIFIER_NAMES[vehicle.identifierKind] ?? 'Identifier',
      vehicle.identifier ?? 'Not recorded',
    ],
    [
      'Identifier check',
      vehicle.identifier ? identifierCheck(vehicle.identifierKind, vehicle.identifierCheck) : null,
    ],
    ['Built', formatKnownDate(vehicle.buildDate, vehicle.buildDatePrecision)],
    ['Coachbuilder', vehicle.coachbuilder],
    ['Body', vehicle.bodyStyle],
    ['Engine number', vehicle.engineNumber],
    ['Gearbox number', vehicle.gearboxNumber],
    ['Factory colour', vehicle.factoryColour],
    ['Colour now', vehicle.currentColour],
  ]);
  verificationBox(doc, stamp);
}

function verificationBox(doc: Pdf, stamp: DossierStamp) {
  const size = 92;
  ensureSpace(doc, size + 24);
  doc.moveDown(0.8);
  const left = doc.page.margins.left;
  const top = doc.y;
  const width = contentWidth(doc);
  doc.rect(left, top, width, size + 16).fill(COLOURS.paper);
  drawQrCode(doc, stamp.verifyUrl, left + 8, top + 8, size);
  const textLeft = left + size + 22;
  const textWidth = width - size - 30;
  doc
    .font(FONTS.heading)
    .fontSize(13)
    .fillColor(COLOURS.green)
    .text('Check this dossier', textLeft, top + 10, { width: textWidth });
  doc
    .font(FONTS.body)
    .fontSize(9)
    .fillColor(COLOURS.ink)
    .text(
      `Scan the code or open ${stamp.verifyUrl} to see when each record was entered and whether it changed after ${formatDate(stamp.madeAt)}, when this dossier was made.`,
      { width: textWidth },
    );
  doc.moveDown(0.3);
  doc.font(FONTS.bold).text(`Code ${groupedCode(stamp.code)}`, { width: textWidth });
  doc
    .font(FONTS.mono)
    .fontSize(7.5)
    .fillColor(COLOURS.muted)
    .text(`Fingerprint (SHA-256) ${stamp.fingerprint}`, { width: textWidth });
  doc.x = left;
  doc.y = top + size + 24;
}

function summary(doc: Pdf, content: DossierContent) {
  sectionHeading(doc, 'Summary', 160);
  const vehicle = content.vehicle.content;
  const years = new Map<string, { maintenance: number; modifications: number }>();
  const count = (date: string | null, key: 'maintenance' | 'modifications') => {
    const year = date?.slice(0, 4) ?? 'Undated';
    const row = years.get(year) ?? { maintenance: 0, modifications: 0 };
    row[key] += 1;
    years.set(year, row);
  };
  content.maintenance.forEach((record) => count(record.content.performedOn, 'maintenance'));
  content.modifications.forEach((mod) => count(mod.content.performedOn, 'modifications'));
  const lastService = content.maintenance.at(-1)?.content;
  keyValues(doc, [
    ['Maintenance records', String(content.maintenance.length)],
    ['Modifications', String(content.modifications.length)],
    ['Keepers on record', String(content.ownership.length)],
    [
      'Last work recorded',
      lastService
        ? `${formatDate(lastService.performedOn)}: ${lastService.title}`
        : 'None recorded',
    ],
    ['Matching numbers', knownNumbers(vehicle.matchingNumbers)],
  ]);
  if (years.size > 0) {
    doc.moveDown(0.5);
    doc.font(FONTS.bold).fontSize(9.5).fillColor(COLOURS.ink).text('Records per year');
    doc.moveDown(0.2);
    const sorted = [...years.entries()].sort(([a], [b]) => a.localeCompare(b));
    keyValues(
      doc,
      sorted.map(([year, row]) => [
        year,
        `${row.maintenance} maintenance · ${row.modifications} modification${row.modifications === 1 ? '' : 's'}`,
      ]),
      90,
    );
  }
  const readings: Reading[] = content.maintenance.flatMap(({ content: record }) =>
    record.odometer === null ? [] : [{ date: record.performedOn, odometer: record.odometer }],
  );
  if (readings.length >= 2) {
    ensureSpace(doc, 170);
    doc.moveDown(0.6);
    doc
      .font(FONTS.bold)
      .fontSize(9.5)
      .fillColor(COLOURS.ink)
      .text(`Odometer readings (${vehicle.odometerUnit})`);
    const top = doc.y + 6;
    drawOdometerChart(doc, readings, vehicle.odometerUnit, {
      x: doc.page.margins.left,
      y: top,
      width: contentWidth(doc),
      height: 140,
    });
    doc.x = doc.page.margins.left;
    doc.y = top + 146;
  }
}

function photoPages(doc: Pdf, photos: PhotoImage[]) {
  if (photos.length === 0) return;
  sectionHeading(doc, 'Photographs', 200);
  const width = contentWidth(doc);
  for (const photo of photos) {
    const height = Math.min(300, (width * photo.height) / photo.width);
    ensureSpace(doc, height + 40);
    const left = doc.page.margins.left;
    doc.image(photo.jpeg, left, doc.y, { fit: [width, height], align: 'center' });
    doc.y += height + 4;
    doc
      .font(FONTS.body)
      .fontSize(8.5)
      .fillColor(COLOURS.muted)
      .text(photo.caption ?? '', left, doc.y, { width, align: 'center' });
    // Who added it, by role (docs/product.md#sale-dossier); a photo job from before says nothing.
    if (photo.author)
      doc.fontSize(7.5).text(recordedByLine(photo.author), left, doc.y, { width, align: 'center' });
    doc.moveDown(0.8);
  }
}

/** Where each laid-out page ends up once appended papers' pages are merged in, and the total. */
function numbering(doc: Pdf, appendices: Appendix[], dividers: Map<string, number>) {
  const inserts = appendices.flatMap((appendix) =>
    appendix.pdf ? [{ after: dividers.get(appendix.document.id)!, pages: appendix.pages }] : [],
  );
  return {
    number: (index: number) =>
      index +
      1 +
      inserts.reduce((sum, insert) => sum + (insert.after < index ? insert.pages : 0), 0),
    total: doc.bufferedPageRange().count + appendedPages(appendices),
  };
}

/** Every page: the code, the fingerprint, the address and the page number, in the bottom margin. */
function footers(doc: Pdf, stamp: DossierStamp, pages: ReturnType<typeof numbering>) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    // Writing below the bottom margin would start a new page; the margin is lifted while it is done.
    doc.page.margins.bottom = 0;
    const left = doc.page.margins.left;
    const width = contentWidth(doc);
    const y = doc.page.height - bottomMargin + 18;
    doc.font(FONTS.body).fontSize(7).fillColor(COLOURS.muted);
    doc.text(
      `Vintage Garage sale dossier ${groupedCode(stamp.code)} · made ${formatDate(stamp.madeAt)} · verify at ${stamp.verifyUrl}`,
      left,
      y,
      { width: width - 60, lineBreak: false },
    );
    doc.text(`Page ${pages.number(index)} of ${pages.total}`, left + width - 60, y, {
      width: 60,
      align: 'right',
      lineBreak: false,
    });
    doc
      .font(FONTS.mono)
      .fontSize(6.5)
      .text(`Fingerprint ${stamp.fingerprint}`, left, y + 10, { width, lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}

/** Thrown while the PDF is laid out, at the page past the dossier's cap: no use laying out the rest. */
export class DossierTooLong extends Error {
  constructor(readonly maxPages: number) {
    super(`The dossier would run past ${maxPages} pages`);
    this.name = 'DossierTooLong';
  }
}

/**
 * The whole PDF in memory: its length goes in Content-Length, so the page can show real progress.
 * Every page stays in memory until the footers are written, hence the cap on pages, which the
 * appended papers' pages count towards. `appendices`: null unless the keeper appends the papers.
 */
export async function renderDossierPdf(
  content: DossierContent,
  options: DossierOptions,
  photos: PhotoImage[],
  stamp: DossierStamp,
  maxPages = Number.POSITIVE_INFINITY,
  appendices: Appendix[] | null = null,
): Promise<Buffer> {
  const ownPages = maxPages - appendedPages(appendices ?? []);
  if (ownPages < 1) throw new DossierTooLong(maxPages);
  const doc = createPdf(options.paper, `Sale dossier: ${content.vehicle.content.title}`);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let pages = 1;
  doc.on('pageAdded', () => {
    pages += 1;
    if (pages > ownPages) throw new DossierTooLong(maxPages);
  });
  cover(doc, content, stamp, photos[0]);
  doc.addPage();
  summary(doc, content);
  if (content.costs) costsSection(doc, content.costs);
  sectionsOfRecords(doc, content, options);
  papersSection(doc, content.documents, appendices);
  photoPages(doc, photos);
  const dividers = appendixPages(doc, appendices ?? []);
  footers(doc, stamp, numbering(doc, appendices ?? [], dividers));
  doc.end();
  return mergeAppendices(await done, appendices ?? [], dividers);
}
