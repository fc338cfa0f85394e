import type { Db } from '../../../db/database.js';
import type { CommentTarget } from '@vg/contract';
import { requirePublicCar, requireShowcasedCar } from '../community-access.js';

/** The two places a thread lives, their paths and the car each needs (public; on the showcase). */
export const THREADS: Record<
  CommentTarget,
  {
    path: string;
    label: string;
    findCar: (db: Db, id: string) => ReturnType<typeof requirePublicCar>;
  }
> = {
  vehicle: {
    path: '/public/vehicles/:id/comments',
    label: "a public car's page",
    findCar: requirePublicCar,
  },
  showcase: {
    path: '/showcase/:id/comments',
    label: "a car's showcase entry",
    findCar: requireShowcasedCar,
  },
};
