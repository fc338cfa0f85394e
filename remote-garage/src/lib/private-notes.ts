/**
 * Under the notes field of a maintenance record and of a keeper (provenance): the notes are the
 * keeper's own, never on the public page, and shown only where the keeper chooses them
 * (docs/product.md#sharing).
 */
export const PRIVATE_NOTES_HINT =
  'Only you see these notes, unless you include them in a share link or a sale dossier.';
