import { COLOURS, FONTS, type Pdf } from './pdf-style.js';

export interface Plot {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A dossier chart's two axes as hairlines, with the value axis labelled at its top and bottom in
 * the `labelLeft`…plot gap: a printed chart is read against its two ends, not a grid.
 */
export function drawAxes(doc: Pdf, labelLeft: number, plot: Plot, top: string, bottom: string) {
  doc.lineWidth(0.5).strokeColor(COLOURS.hairline);
  doc
    .moveTo(plot.x, plot.y)
    .lineTo(plot.x, plot.y + plot.height)
    .lineTo(plot.x + plot.width, plot.y + plot.height)
    .stroke();
  doc.font(FONTS.body).fontSize(7.5).fillColor(COLOURS.muted);
  const width = plot.x - labelLeft - 4;
  doc.text(top, labelLeft, plot.y - 3, { width, align: 'right' });
  doc.text(bottom, labelLeft, plot.y + plot.height - 6, { width, align: 'right' });
}
