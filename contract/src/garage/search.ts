import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http.js';
import { StringEnum } from './common.js';

// GET /search?q=: a member's own garage searched by words, across papers and records
// (docs/product.md#search).

export const SEARCH_HIT_KINDS = ['document', 'maintenance', 'modification'] as const;
export type SearchHitKind = (typeof SEARCH_HIT_KINDS)[number];

export const SearchQuery = Type.Object({
  q: Type.String({
    minLength: 2,
    maxLength: 200,
    errorMessages: {
      minLength: 'Type at least two letters to search.',
      maxLength: 'Search for at most 200 characters.',
    },
  }),
  vehicleId: Type.Optional(Type.String({ format: 'uuid' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
});
export type SearchQuery = Static<typeof SearchQuery>;

/** A piece of the matching passage; `match` marks the words the search found. */
export const SnippetPart = Type.Object({ text: Type.String(), match: Type.Boolean() });
export type SnippetPart = Static<typeof SnippetPart>;

export const SearchHit = Type.Object({
  kind: StringEnum(SEARCH_HIT_KINDS),
  id: Type.String(),
  vehicleId: Type.String(),
  vehicleTitle: Type.String(),
  title: Type.String(),
  date: Nullable(Type.String()),
  snippet: Type.Array(SnippetPart),
});
export type SearchHit = Static<typeof SearchHit>;

export const SearchResults = Type.Object({
  data: Type.Array(SearchHit),
  query: Type.String(),
});
export type SearchResults = Static<typeof SearchResults>;
