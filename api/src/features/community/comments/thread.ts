import type { Db } from '../../../db/database.js';
import type { CommentTarget } from '@vg/contract';
import { requirePublicCar, requireShowcasedCar } from '../community-access.js';

/** The two places a thread lives, their operations and the car each needs (public; on the showcase). */
export const THREADS = {
  vehicle: {
    list: 'GET /public/vehicles/:id/comments',
    create: 'POST /public/vehicles/:id/comments',
    findCar: requirePublicCar,
  },
  showcase: {
    list: 'GET /showcase/:id/comments',
    create: 'POST /showcase/:id/comments',
    findCar: requireShowcasedCar,
  },
} as const satisfies Record<
  CommentTarget,
  {
    list: string;
    create: string;
    findCar: (db: Db, id: string) => ReturnType<typeof requirePublicCar>;
  }
>;
