// Who wrote an entry, told to others (docs/product.md#public-car-page, #sale-dossier): by role
// only, never by a private person's name or username. Whoever kept the car (its keeper then, a
// former keeper, a co-keeper) is 'the keeper at the time'; a workshop by the business name it gave,
// else as 'a workshop'. The API's rendered pages, the dossier's PDF and the garage's public page
// all say it with these words, so they cannot drift apart.

export const ENTRY_AUTHOR_ROLES = ['keeper', 'workshop'] as const;
export type EntryAuthorRole = (typeof ENTRY_AUTHOR_ROLES)[number];

/** An entry's author as others are told it (the public answers' `author`). */
export interface AuthorToOthers {
  role: EntryAuthorRole;
  /** A workshop's business name, when it gave one; always null for a keeper. */
  workshopName: string | null;
}

export const RECORDED_BY_KEEPER = 'Recorded by the keeper at the time';
export const RECORDED_BY_A_WORKSHOP = 'Recorded by a workshop';

/** 'Recorded by Marque Specialists, workshop', 'Recorded by a workshop', or the keeper's line. */
export function recordedByLine(author: AuthorToOthers): string {
  if (author.role !== 'workshop') return RECORDED_BY_KEEPER;
  const name = author.workshopName?.trim();
  return name ? `Recorded by ${name}, workshop` : RECORDED_BY_A_WORKSHOP;
}
