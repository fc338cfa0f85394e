import type { Recorder } from '@vg/contract';

/**
 * Who entered an entry, told to its keeper (docs/product.md#hand-over): the car's keeper is
 * `user_id`, which follows the car when it changes hands; `entered_by` stays with whoever wrote it.
 */
export const recorderOf = (row: { user_id: string; entered_by: string }): Recorder =>
  row.entered_by === row.user_id ? 'keeper' : 'previous-keeper';
