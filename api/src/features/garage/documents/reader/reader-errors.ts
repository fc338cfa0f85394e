// Why a document could not be read, in words its keeper can act on (shown beside the paper).

export const PDF_UNREADABLE = 'This PDF could not be read: it is damaged or encrypted.';
export const PDF_TOO_HEAVY =
  'This PDF could not be read: its first page is too large or complex to show.';
export const IMAGE_UNREADABLE = 'This image could not be read: it is damaged or incomplete.';
export const IMAGE_TOO_LARGE =
  'This image could not be read: it has more pixels than a paper can have (40 megapixels).';

/** The file itself is at fault: reading it again would fail the same way, so the job does not retry. */
export class UnreadableDocument extends Error {}
