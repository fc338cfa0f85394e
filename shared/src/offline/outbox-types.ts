/** A file waiting to be uploaded, kept as a Blob in IndexedDB (docs/adr/0015). */
export interface QueuedFile {
  field: string;
  name: string;
  blob: Blob;
}

/** What the server said to a change it would not apply, and what the member may do about it. */
export interface ChangeRefusal {
  status: number;
  message: string;
  fields?: Record<string, string>;
}

/**
 * One change made while offline: a self-contained API request, so it can be sent from any page
 * (the garage need not be open). Its Idempotency-Key is chosen when it is queued and never changes,
 * so sending it again after a lost answer stores it once.
 */
export interface QueuedChange {
  /** Sorts in the order the changes were made. */
  id: string;
  memberId: string;
  idempotencyKey: string;
  method: 'POST' | 'PUT' | 'PATCH';
  /** Relative to the API base: '/vehicles/:id/maintenance'. */
  path: string;
  body?: unknown;
  /** Multipart fields before the files (caption, stage). */
  fields?: Record<string, string>;
  files?: QueuedFile[];
  /** The version the change was made on (If-Match), for updates of records. */
  ifMatch?: string;
  /** Words for the list of waiting changes: 'Maintenance: Oil and filter'. */
  label: string;
  /** What the garage needs to show it: the kind of change and the car it belongs to. */
  kind: string;
  vehicleId?: string;
  /** The record's id for an update; a create gets one from the server. */
  targetId?: string;
  createdAt: string;
  attempts: number;
  /** Not sent before this instant (back-off after a failed attempt). */
  notBefore: number;
  /** Set when the server refused it: it waits for the member's choice. */
  refusal?: ChangeRefusal;
}

export type NewChange = Omit<
  QueuedChange,
  'id' | 'memberId' | 'idempotencyKey' | 'createdAt' | 'attempts' | 'notBefore' | 'refusal'
>;

/** The member's choice for a refused change (docs/adr/0015). */
export type Resolution =
  | { choice: 'keep-mine' }
  | { choice: 'keep-theirs' }
  | { choice: 'discard' }
  | { choice: 'edit'; body: unknown };
