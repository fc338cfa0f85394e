import type { Budget } from './tool-run.js';

// What one document may cost the machine (docs/security.md): each tool's time and memory, and the
// OCR of a scanned PDF as a whole. The job queue's own expiry (15 minutes) lies well beyond their sum.

const MiB = 1024 * 1024;

/** pdfinfo, and pdftoppm's first page at thumbnail size. */
export const RENDER_BUDGET: Budget = { timeoutMs: 30_000, memoryBytes: 1024 * MiB };
/** pdftotext of a whole PDF (300 pages at most). */
export const TEXT_BUDGET: Budget = { timeoutMs: 60_000, memoryBytes: 1024 * MiB };
/** One page rendered for OCR, or tesseract on one page. */
export const OCR_STEP_BUDGET: Budget = { timeoutMs: 60_000, memoryBytes: 1024 * MiB };
/** heif-convert of a phone's photo. */
export const HEIF_BUDGET: Budget = { timeoutMs: 30_000, memoryBytes: 1024 * MiB };

/** A scanned PDF is read by OCR up to this many pages, within this time in all. */
export const OCR_MAX_PAGES = 30;
export const OCR_TOTAL_MS = 4 * 60_000;

/** The picture tesseract reads: a page at 200 dpi, an image at most this many pixels along its long side. */
export const OCR_DPI = 200;
export const OCR_MAX_EDGE = 3500;

/** Page one's picture for the thumbnail and the preview, at most this long a side whatever the page size. */
export const RENDER_DPI = 110;
export const PREVIEW_EDGE = 1600;
export const THUMB_EDGE = 400;

/**
 * The text kept for search, in characters: a tsvector holds at most 1 MB, and an index entry beyond
 * it would fail the write. 300,000 characters of words all different (the worst case, 4 letters
 * each) make a 720 KB tsvector; a 150-page manual's text is about as long.
 */
export const MAX_TEXT_CHARS = 300_000;
