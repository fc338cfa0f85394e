import type { ShowcaseItem } from '@vg/contract';
import { showcaseKeys } from '../../../lib/query-keys';

/**
 * A curated car as GET /api/v1/admin/showcase lists it: the public summary (its `id` is the
 * vehicle's, which DELETE /admin/showcase/:vehicleId takes) plus the curator's note.
 */
export type ShowcaseEntry = ShowcaseItem;

/** Both showcases: this admin list and the public gallery (shared QueryClient). */
export const showcaseQueryKeys = [showcaseKeys.all, showcaseKeys.publicGallery] as const;
