import type { VehicleDocument } from '@vg/contract';
import { DOCUMENT_KIND_LABELS, formatStorageSize } from '@vg/contract/rules';
import { formatDate } from '../../lib/format';

/** The muted line under a paper's title: kind, date, pages, size (only those known). */
export const documentFacts = (document: VehicleDocument) =>
  [
    DOCUMENT_KIND_LABELS[document.kind],
    document.date ? formatDate(document.date) : null,
    document.pageCount
      ? `${document.pageCount} ${document.pageCount === 1 ? 'page' : 'pages'}`
      : null,
    formatStorageSize(document.byteSize),
  ]
    .filter(Boolean)
    .join(' · ');

/** Said on the card while the background reader works, and when it could not read the file. */
export const READING_PENDING = 'Reading the file… its picture and text search follow shortly.';
export const READING_FAILED =
  'This file could not be read: it has no picture and its words are not searched. The file itself is kept as uploaded.';

/** "Make a record from this" is offered on a receipt, and on any paper whose text was read. */
export const canDraftRecord = (document: VehicleDocument) =>
  document.kind === 'invoice' || document.textSource !== null;
