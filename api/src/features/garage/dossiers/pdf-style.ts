import { printColor, printFont } from '@vg/contract/design-tokens';
import type PDFDocument from 'pdfkit';

// The dossier's look: the product's design tokens on white paper, a printed register more than a
// dashboard (docs/adr/0023-design-tokens.md): racing green headings in a serif, ink body text in a
// sans, brass hairlines.

export type Pdf = InstanceType<typeof PDFDocument>;

// Widened to strings: a drawing helper's parameter takes any of them.
export const COLOURS: Record<keyof typeof printColor, string> = printColor;

export const FONTS: Record<keyof typeof printFont, string> = printFont;

export const contentWidth = (doc: Pdf) =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right;

const bottom = (doc: Pdf) => doc.page.height - doc.page.margins.bottom;

/** A new page unless `height` points still fit on this one. */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

export function hairline(doc: Pdf, colour = COLOURS.hairline): void {
  const left = doc.page.margins.left;
  doc
    .moveTo(left, doc.y)
    .lineTo(left + contentWidth(doc), doc.y)
    .lineWidth(0.5)
    .strokeColor(colour)
    .stroke();
}

/** A section's heading, kept with at least `keep` points of what follows. */
export function sectionHeading(doc: Pdf, title: string, keep = 80): void {
  ensureSpace(doc, 40 + keep);
  doc.moveDown(0.8);
  doc.x = doc.page.margins.left;
  doc.font(FONTS.heading).fontSize(16).fillColor(COLOURS.green).text(title);
  doc.moveDown(0.2);
  hairline(doc, COLOURS.brass);
  doc.moveDown(0.6);
}

/** Label and value rows in two columns. */
export function keyValues(doc: Pdf, rows: [string, string | null][], labelWidth = 150): void {
  const left = doc.page.margins.left;
  const valueWidth = contentWidth(doc) - labelWidth;
  for (const [name, value] of rows) {
    if (value === null || value === '') continue;
    doc.font(FONTS.body).fontSize(9.5);
    const height = Math.max(
      doc.heightOfString(value, { width: valueWidth }),
      doc.heightOfString(name, { width: labelWidth - 8 }),
    );
    ensureSpace(doc, height + 4);
    const top = doc.y;
    doc.fillColor(COLOURS.muted).text(name, left, top, { width: labelWidth - 8 });
    doc.fillColor(COLOURS.ink).text(value, left + labelWidth, top, { width: valueWidth });
    doc.y = top + height + 4;
  }
  doc.x = left;
}
