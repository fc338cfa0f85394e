import type { SearchHit, SearchHitKind } from '@vg/contract';

export const HIT_KIND_LABELS: Record<SearchHitKind, string> = {
  document: 'Paper',
  maintenance: 'Maintenance',
  modification: 'Modification',
};

const TAB: Record<SearchHitKind, string> = {
  document: 'papers',
  maintenance: 'maintenance',
  modification: 'modifications',
};

/** Where a hit is read: its car's page, on the tab that holds it. */
export const hitAddress = (hit: SearchHit) => `/vehicles/${hit.vehicleId}?tab=${TAB[hit.kind]}`;
