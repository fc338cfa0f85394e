import { Type, type Static } from '@sinclair/typebox';
import { Cursor, Nullable } from '../http.js';
import { StringEnum } from '../garage/common.js';
import { FeedVehicle } from './feed.js';
import { REGISTRY_GROUP_SORTS, REGISTRY_SORTS } from '../rules/registry-sorts.js';

export {
  REGISTRY_GROUP_SORTS,
  REGISTRY_SORTS,
  type RegistryGroupSort,
  type RegistrySort,
} from '../rules/registry-sorts.js';

// The registry: every public car by make, model and year, with a search box
// (docs/product.md#registry). Make and model match by their normalised key (registryKey in
// @vg/contract/rules), so "Alfa-Romeo" and "alfa romeo" are one make.

const Search = Type.Optional(
  Type.String({
    maxLength: 100,
    errorMessages: { maxLength: 'Search for at most 100 characters.' },
  }),
);
/** A make or model as shown or as its key: either is accepted and normalised. */
const Name = Type.Optional(Type.String({ minLength: 1, maxLength: 80 }));

/**
 * GET /registry/groups: without make, one group per make; with make, per model of it; with make and
 * model, per model year. `q` narrows the cars counted.
 */
export const RegistryGroupsQuery = Type.Object({
  make: Name,
  model: Name,
  q: Search,
  /** Default 'count' (most cars first); 'name' is A to Z (years oldest first). */
  sort: Type.Optional(StringEnum(REGISTRY_GROUP_SORTS)),
  cursor: Cursor,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});
export type RegistryGroupsQuery = Static<typeof RegistryGroupsQuery>;

export const RegistryGroup = Type.Object({
  level: Type.Union([Type.Literal('make'), Type.Literal('model'), Type.Literal('year')]),
  /** The spelling most keepers use ("Alfa Romeo"), and the key that matches every spelling. */
  make: Type.String(),
  makeKey: Type.String(),
  model: Nullable(Type.String()),
  modelKey: Nullable(Type.String()),
  /** On the year level; null there is "year unknown". */
  year: Nullable(Type.Integer()),
  count: Type.Integer({ minimum: 0 }),
  yearFrom: Nullable(Type.Integer()),
  yearTo: Nullable(Type.Integer()),
});
export type RegistryGroup = Static<typeof RegistryGroup>;

/** GET /registry: the cars themselves, filtered by make, model, year and the search box. */
export const RegistryQuery = Type.Object({
  make: Name,
  model: Name,
  year: Type.Optional(Type.Integer({ minimum: 1800, maximum: 2200 })),
  q: Search,
  /** Default 'recent' (newest on the registry first); 'year' oldest first; 'name' by make and model. */
  sort: Type.Optional(StringEnum(REGISTRY_SORTS)),
  cursor: Cursor,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 24 })),
});
export type RegistryQuery = Static<typeof RegistryQuery>;

export const RegistryVehicle = Type.Composite([
  FeedVehicle,
  Type.Object({
    variant: Nullable(Type.String()),
    coachbuilder: Nullable(Type.String()),
    colour: Nullable(Type.String()),
    ownerDisplayName: Nullable(Type.String()),
  }),
]);
export type RegistryVehicle = Static<typeof RegistryVehicle>;

/** "47 Giulia Sprint GT on the registry, 1963–1966": every car matching, not only this page. */
export const RegistrySummary = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  yearFrom: Nullable(Type.Integer()),
  yearTo: Nullable(Type.Integer()),
  make: Nullable(Type.String()),
  model: Nullable(Type.String()),
});
export type RegistrySummary = Static<typeof RegistrySummary>;

export const RegistryPage = Type.Object({
  data: Type.Array(RegistryVehicle),
  page: Type.Object({ nextCursor: Nullable(Type.String()) }),
  summary: RegistrySummary,
});
export type RegistryPage = Static<typeof RegistryPage>;
