import type { QueuedChange, Resolution } from '@vg/shared';

export interface Choice {
  label: string;
  resolution: Resolution | 'edit';
}

/**
 * The choices that make sense for a refused change (docs/adr/0015): edited elsewhere (412) — keep
 * mine, keep theirs, edit; a reading lower than one recorded meanwhile (422 on odometer) — keep mine
 * (the reading is confirmed), edit, discard; the car gone or someone else's (404), a quota (413) —
 * discard; another validation refusal — edit, discard.
 */
export function choicesFor(change: QueuedChange, canEdit: boolean): Choice[] {
  const refusal = change.refusal;
  if (!refusal) return [];
  const edit: Choice[] = canEdit ? [{ label: 'Edit', resolution: 'edit' }] : [];
  const discard: Choice = { label: 'Discard', resolution: { choice: 'discard' } };
  if (refusal.status === 412)
    return [
      { label: 'Keep mine', resolution: { choice: 'keep-mine' } },
      { label: 'Keep theirs', resolution: { choice: 'keep-theirs' } },
      ...edit,
    ];
  if (refusal.status === 422 && refusal.fields?.odometer)
    return [
      {
        label: 'Keep mine',
        resolution: {
          choice: 'edit',
          body: { ...(change.body as object), odometerConfirmed: true },
        },
      },
      ...edit,
      discard,
    ];
  if (refusal.status === 404 || refusal.status === 403 || refusal.status === 413) return [discard];
  return [...edit, discard];
}
