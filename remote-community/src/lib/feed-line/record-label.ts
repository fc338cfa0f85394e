import type { FeedRecord } from '@vg/contract';

const recordDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** 'Maintenance · engine · 12 Mar 2026': what kind of work, on what, when it was done. */
export function recordLabel(record: FeedRecord): string {
  const kind = record.recordKind === 'maintenance' ? 'Maintenance' : 'Modification';
  const date = record.performedOn ? new Date(record.performedOn) : null;
  const when = date && !Number.isNaN(date.getTime()) ? recordDate.format(date) : null;
  return [kind, record.category, when].filter(Boolean).join(' · ');
}
