import type { Recorder } from '@vg/contract';
import { formatDate } from '../../lib/format';

/** What an entry says of who entered it (records, modifications, photos, papers). */
export interface Authored {
  recordedBy?: Recorder;
  recordedByName?: string | null;
  createdAt: string;
}

/**
 * Who entered an entry, when it was not the keeper (docs/product.md#hand-over,
 * #workshops-and-co-keepers): 'Recorded by the previous keeper, Sep 3, 2019', 'Recorded by Marsh
 * Motors, workshop, …' ('a workshop' without a business name), 'Recorded by ann, co-keeper, …'.
 * Nothing of the keeper's own.
 */
export function recordedLine(entry: Authored): string | null {
  if (!entry.recordedBy || entry.recordedBy === 'keeper') return null;
  const day = formatDate(entry.createdAt.slice(0, 10));
  const name = entry.recordedByName?.trim() || null;
  switch (entry.recordedBy) {
    case 'previous-keeper':
      return `Recorded by the previous keeper, ${day}`;
    case 'workshop':
      return name ? `Recorded by ${name}, workshop, ${day}` : `Recorded by a workshop, ${day}`;
    case 'co-keeper':
      return name ? `Recorded by ${name}, co-keeper, ${day}` : `Recorded by a co-keeper, ${day}`;
  }
}
