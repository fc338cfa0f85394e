import type { CollaboratorRole } from '@vg/contract';

/** A role as a sentence names it: 'as its workshop', 'as a co-keeper'. */
export const asRole = (role: CollaboratorRole) =>
  role === 'workshop' ? 'as its workshop' : 'as a co-keeper';
