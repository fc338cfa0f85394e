import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cleanText, wordCharacters } from './document-text.js';
import { pdfInfo, boundedDpi, type PdfInfo } from './pdf-info.js';
import { decodeUpTo, picturesOf, type Pictures } from './pictures.js';
import { unlessMissing, type ReaderContext, type Reading } from './reader-context.js';
import {
  OCR_DPI,
  OCR_MAX_EDGE,
  OCR_MAX_PAGES,
  OCR_STEP_BUDGET,
  OCR_TOTAL_MS,
  PREVIEW_EDGE,
  RENDER_BUDGET,
  RENDER_DPI,
  TEXT_BUDGET,
} from './reader-budgets.js';
import { PDF_TOO_HEAVY, PDF_UNREADABLE, UnreadableDocument } from './reader-errors.js';
import { recognise } from './ocr.js';
import { runTool, ToolFailedError, type Budget } from './tool-run.js';

// A PDF is drawn by poppler's pdftoppm and read by its pdftotext: neither runs a PDF's JavaScript
// or opens its links and attachments, and each runs within its budget (tool-run.ts).

/** Under this many letters and digits a page, a PDF is taken for a scan and read by OCR. */
const SCANNED_BELOW_PER_PAGE = 10;

/** A PDF's first page as pictures, its embedded text, or its OCR'd text when it has (almost) none. */
export async function readPdf(
  file: string,
  pageCount: number | null,
  ctx: ReaderContext,
): Promise<Reading> {
  const info = await unlessMissing(ctx, () =>
    pdfInfo(file, Math.min(pageCount ?? OCR_MAX_PAGES, OCR_MAX_PAGES)),
  ).catch(unreadable);
  const pages = info?.pages || pageCount || 1;
  const pictures = await firstPagePictures(file, info, ctx);
  const embedded = cleanText(
    await unlessMissing(ctx, async () =>
      (await runTool('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], TEXT_BUDGET)).toString(
        'utf8',
      ),
    ).catch(() => null),
  );
  const scanned =
    wordCharacters(embedded) < SCANNED_BELOW_PER_PAGE * Math.min(pages, OCR_MAX_PAGES);
  const ocr = scanned && ctx.languages ? await ocrPages(file, pages, info, ctx) : null;
  if (ocr && wordCharacters(ocr) > wordCharacters(embedded))
    return { pictures, text: ocr, textSource: 'ocr' };
  return { pictures, text: embedded, textSource: embedded ? 'embedded' : null };
}

/** What poppler's failure means to the keeper: the file is damaged, or too heavy to draw in time. */
function unreadable(error: unknown): never {
  if (!(error instanceof ToolFailedError)) throw error;
  throw new UnreadableDocument(error.timedOut ? PDF_TOO_HEAVY : PDF_UNREADABLE);
}

/** Draws page `page` to `<dir>/<name>.png` and answers that file's path. */
async function renderPage(
  file: string,
  page: number,
  options: { dpi: number; gray: boolean; name: string; budget: Budget },
  ctx: ReaderContext,
): Promise<string> {
  const out = join(ctx.dir, options.name);
  const range = ['-f', String(page), '-l', String(page)];
  const colour = options.gray ? ['-gray'] : [];
  const args = [...range, '-r', String(options.dpi), ...colour, '-png', '-singlefile', file, out];
  await runTool('pdftoppm', args, options.budget);
  return `${out}.png`;
}

async function firstPagePictures(
  file: string,
  info: PdfInfo | null,
  ctx: ReaderContext,
): Promise<Pictures | null> {
  const dpi = boundedDpi(info?.longSides[0], RENDER_DPI, PREVIEW_EDGE);
  const png = await unlessMissing(ctx, () =>
    renderPage(file, 1, { dpi, gray: false, name: 'page-1', budget: RENDER_BUDGET }, ctx),
  ).catch(unreadable);
  if (!png) return null;
  return picturesOf(await decodeUpTo(await readFile(png), PREVIEW_EDGE));
}

/**
 * OCR page by page, up to OCR_MAX_PAGES and OCR_TOTAL_MS in all: a page that cannot be read is
 * skipped, and what was read when time runs out is kept. Pages are separated by form feeds, as
 * pdftotext separates them.
 */
async function ocrPages(
  file: string,
  pages: number,
  info: PdfInfo | null,
  ctx: ReaderContext,
): Promise<string | null> {
  const deadline = Date.now() + OCR_TOTAL_MS;
  const texts: string[] = [];
  for (let page = 1; page <= Math.min(pages, OCR_MAX_PAGES); page++) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    const budget = { ...OCR_STEP_BUDGET, timeoutMs: Math.min(OCR_STEP_BUDGET.timeoutMs, left) };
    const dpi = boundedDpi(info?.longSides[page - 1], OCR_DPI, OCR_MAX_EDGE);
    const text = await unlessMissing(ctx, async () => {
      const png = await renderPage(file, page, { dpi, gray: true, name: 'ocr', budget }, ctx);
      return recognise(png, ctx.languages!, budget);
    }).catch((error: unknown) => {
      if (error instanceof ToolFailedError) return '';
      throw error;
    });
    if (text === null) return null;
    texts.push(text.trim());
  }
  return cleanText(texts.join('\n\f\n'));
}
