/**
 * Under the notes field of a maintenance record and of a keeper (provenance): the notes are the
 * car's keepers' and workshop's (docs/product.md#workshops-and-co-keepers), never on the public
 * page, and shown only where the keeper chooses them (docs/product.md#sharing).
 */
export const PRIVATE_NOTES_HINT =
  'Only those who keep or work on this car see these notes, unless they are included in a share link or a sale dossier.';
