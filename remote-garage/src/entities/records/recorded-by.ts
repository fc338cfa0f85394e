import type { Recorder } from '@vg/contract';
import { formatDate } from '../../lib/format';

/**
 * 'Recorded by the previous keeper, Sep 3, 2019' (docs/product.md#hand-over): said of an entry the
 * keeper before entered; nothing of the keeper's own.
 */
export function recordedLine(record: { recordedBy?: Recorder; createdAt: string }): string | null {
  if (record.recordedBy !== 'previous-keeper') return null;
  return `Recorded by the previous keeper, ${formatDate(record.createdAt.slice(0, 10))}`;
}
