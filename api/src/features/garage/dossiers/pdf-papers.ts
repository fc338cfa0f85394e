import { DOCUMENT_KIND_LABELS } from '@vg/contract';
import { recordedByLine } from '@vg/contract/rules';
import type { DossierDocument } from './dossier-documents.js';
import type { Appendix, AppendixState } from './pdf-appendix.js';
import { block, joined, line } from './pdf-records.js';
import { COLOURS, FONTS, contentWidth, sectionHeading, type Pdf } from './pdf-style.js';
import { formatDate } from './pdf-text.js';

// The dossier's papers (docs/product.md#sale-dossier): a section listing each with its file's
// SHA-256 in full, which a buyer's copy must match; and, when the keeper appends them, each one's
// own pages after the dossier's, each starting with a line saying which paper it is.

const STATE_LINES: Record<AppendixState, string> = {
  appended: 'Appended: its pages follow the dossier’s.',
  encrypted: 'Not appended: the PDF is encrypted. It is kept in the garage.',
  unreadable: 'Not appended: the file could not be read. It is kept in the garage.',
  'no-preview': 'Kept in the garage, not appended: its picture is not ready yet.',
};

const pagesOf = (count: number | null) =>
  count === null ? null : count === 1 ? '1 page' : `${count} pages`;

/** Kind · date · pages, as the list and the appended pages' header say it. */
const particulars = (document: DossierDocument) =>
  joined([
    DOCUMENT_KIND_LABELS[document.kind],
    document.date ? formatDate(document.date) : 'Undated',
    pagesOf(document.pageCount),
  ]);

/** The Papers section: each paper, its particulars and fingerprint, and whether it is appended. */
export function papersSection(
  doc: Pdf,
  documents: DossierDocument[],
  appendices: Appendix[] | null,
): void {
  if (documents.length === 0) return;
  sectionHeading(doc, 'Papers', 120);
  doc
    .font(FONTS.body)
    .fontSize(9)
    .fillColor(COLOURS.muted)
    .text(
      'Each fingerprint is the SHA-256 of the file as its keeper uploaded it: a copy of a paper is that paper, unchanged, only if its fingerprint is the same. The verification page checks a file for you.',
      { width: contentWidth(doc) },
    );
  doc.moveDown(0.6);
  const states = new Map(appendices?.map((appendix) => [appendix.document.id, appendix.state]));
  documents.forEach((document, index) => {
    const state = states.get(document.id);
    block(doc, [
      line(`${index + 1}. ${document.title}`, FONTS.bold, 10.5, COLOURS.green, 2),
      line(particulars(document), FONTS.body, 9, COLOURS.ink, 2),
      line(`SHA-256 ${document.sha256}`, FONTS.mono, 8, COLOURS.ink, 2),
      state ? line(STATE_LINES[state], FONTS.italic, 8.5, COLOURS.muted) : null,
      document.author
        ? line(recordedByLine(document.author), FONTS.body, 7.5, COLOURS.muted)
        : null,
    ]);
  });
}

/** A paper's own first lines: which of the dossier's papers this is, and what it is. */
function header(doc: Pdf, appendix: Appendix, index: number, count: number) {
  const width = contentWidth(doc);
  doc.x = doc.page.margins.left;
  doc
    .font(FONTS.bold)
    .fontSize(8)
    .fillColor(COLOURS.brassText)
    .text(`Paper ${index + 1} of ${count}`, { width });
  doc.moveDown(0.2);
  doc
    .font(FONTS.heading)
    .fontSize(14)
    .fillColor(COLOURS.green)
    .text(appendix.document.title, { width });
  doc.font(FONTS.body).fontSize(9).fillColor(COLOURS.muted).text(particulars(appendix.document), {
    width,
  });
  doc.moveDown(0.6);
}

/**
 * The appended papers, after the dossier's own pages: a picture on a page of its own under its
 * header, a PDF behind a page of its own saying what follows. Answers each PDF's divider page
 * index, after which its pages are merged (pdf-appendix.ts).
 */
export function appendixPages(doc: Pdf, appendices: Appendix[]): Map<string, number> {
  const dividers = new Map<string, number>();
  const appended = appendices.filter((appendix) => appendix.state === 'appended');
  appended.forEach((appendix, index) => {
    doc.addPage();
    header(doc, appendix, index, appended.length);
    const width = contentWidth(doc);
    const left = doc.page.margins.left;
    if (appendix.picture) {
      const height = doc.page.height - doc.page.margins.bottom - doc.y;
      doc.image(appendix.picture.data, left, doc.y, {
        fit: [width, height],
        align: 'center',
      });
      return;
    }
    doc
      .font(FONTS.body)
      .fontSize(9.5)
      .fillColor(COLOURS.ink)
      .text(
        `${appendix.pages === 1 ? 'The page after this one is' : `The ${appendix.pages} pages after this one are`} this paper as its keeper uploaded it.`,
        { width },
      );
    doc.moveDown(0.3);
    doc
      .font(FONTS.mono)
      .fontSize(8)
      .fillColor(COLOURS.muted)
      .text(`SHA-256 of the file ${appendix.document.sha256}`, { width });
    const range = doc.bufferedPageRange();
    dividers.set(appendix.document.id, range.start + range.count - 1);
  });
  return dividers;
}
