// How the registry orders its cars and its groups (docs/product.md#registry): the values its
// queries accept, which the registry screen also reads back from its address.

/** The cars: 'recent' newest on the registry first; 'year' oldest first; 'name' by make and model. */
export const REGISTRY_SORTS = ['recent', 'year', 'name'] as const;
export type RegistrySort = (typeof REGISTRY_SORTS)[number];

/** The makes, models or years: 'count' most cars first; 'name' A to Z (years oldest first). */
export const REGISTRY_GROUP_SORTS = ['count', 'name'] as const;
export type RegistryGroupSort = (typeof REGISTRY_GROUP_SORTS)[number];
