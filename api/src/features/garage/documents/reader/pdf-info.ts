import { RENDER_BUDGET } from './reader-budgets.js';
import { runTool } from './tool-run.js';

export interface PdfInfo {
  pages: number;
  /** Each page's longer side in points (1/72 inch), page one first, as far as asked. */
  longSides: number[];
}

/** pdfinfo of pages 1 to `lastPage`: their count and sizes. Throws when poppler cannot open the PDF. */
export async function pdfInfo(file: string, lastPage: number): Promise<PdfInfo> {
  const out = (
    await runTool('pdfinfo', ['-f', '1', '-l', String(lastPage), file], RENDER_BUDGET)
  ).toString('utf8');
  const pages = Number(/^Pages:\s+(\d+)/m.exec(out)?.[1] ?? 0);
  const longSides = [...out.matchAll(/^Page\s+\d+\s+size:\s+([\d.]+) x ([\d.]+)/gm)].map((match) =>
    Math.max(Number(match[1]), Number(match[2])),
  );
  return { pages, longSides };
}

/**
 * The resolution that renders a page at `dpi` unless that makes its long side more than `maxEdge`
 * pixels: a crafted page 200 inches tall is drawn small instead of as half a gigapixel.
 */
export function boundedDpi(longSidePoints: number | undefined, dpi: number, maxEdge: number) {
  if (!longSidePoints || longSidePoints <= 0) return dpi;
  return Math.max(1, Math.min(dpi, Math.floor((maxEdge * 72) / longSidePoints)));
}
