import type { CollaborationState, CollaboratorRole } from '@vg/contract';

// The words for a role on a car (docs/product.md#workshops-and-co-keepers), the same on the car's
// page and in the garage.

export const ROLE_LABELS: Record<CollaboratorRole, string> = {
  workshop: 'Workshop',
  'co-keeper': 'Co-keeper',
};

/** One line each: what the role may do. */
export const ROLE_HINTS: Record<CollaboratorRole, string> = {
  workshop:
    'Sees the car’s history and adds maintenance, modifications, photos and papers; changes only its own.',
  'co-keeper': 'Does everything you can, except hand the car over, delete it or invite others.',
};

export const STATE_LABELS: Record<CollaborationState, string> = {
  invited: 'Invited',
  active: 'Has access',
};

/** 'as its workshop', 'as a co-keeper': a role as a sentence names it. */
export const AS_ROLE: Record<CollaboratorRole, string> = {
  workshop: 'as its workshop',
  'co-keeper': 'as a co-keeper',
};
