import type { ShowcaseItem } from '@vg/contract';

/**
 * A curated car as GET /api/v1/admin/showcase lists it: the public summary (its `id` is the
 * vehicle's, which DELETE /admin/showcase/:vehicleId takes) plus the curator's note.
 */
export type ShowcaseEntry = ShowcaseItem;
