import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http.js';
import { ENTRY_AUTHOR_ROLES } from '../rules/entry-authors.js';
import { StringEnum } from './common.js';

/**
 * Who wrote an entry, as others read it (docs/product.md#public-car-page): a role, and a workshop's
 * business name; never a person. The words are `recordedByLine` (rules/entry-authors.ts).
 */
export const EntryAuthor = Type.Object({
  role: StringEnum(ENTRY_AUTHOR_ROLES),
  workshopName: Nullable(Type.String()),
});
export type EntryAuthor = Static<typeof EntryAuthor>;

/** The field an entry carries where others read it; left out by answers made before it. */
export const TOLD_AUTHOR = { author: Type.Optional(EntryAuthor) };
