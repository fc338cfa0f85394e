import QRCode from 'qrcode';
import { COLOURS, type Pdf } from './pdf-style.js';

/**
 * The verification address as a QR code, drawn as vector squares (sharp at any print size, a few
 * hundred bytes): each run of dark modules in a row is one rectangle. A quiet zone of 4 modules
 * is left around it, as scanners expect.
 */
export function drawQrCode(doc: Pdf, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const unit = size / (count + 8);
  doc.save();
  doc.rect(x, y, size, size).fill(COLOURS.white);
  doc.fillColor(COLOURS.ink);
  for (let row = 0; row < count; row += 1) {
    let column = 0;
    while (column < count) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < count && modules.get(row, column)) column += 1;
      doc.rect(x + (start + 4) * unit, y + (row + 4) * unit, (column - start) * unit, unit);
    }
  }
  doc.fill();
  doc.restore();
}
