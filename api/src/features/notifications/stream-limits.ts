import { HttpError } from '../../http/errors.js';

export interface StreamLimits {
  /** Open streams one member may hold in one process (NOTIFICATION_STREAMS_PER_MEMBER). */
  perMember: number;
  /** Open streams of one process, every member's (NOTIFICATION_STREAMS_MAX). */
  perProcess: number;
}

/** Retry-After of a process that is full: the app's client retries with its own jittered backoff. */
export const STREAMS_FULL_RETRY_SECONDS = 30;

/**
 * The open live streams of one API process, counted apart from the route bulkhead (which they
 * leave once open): each holds a socket and a little memory, not a database connection, so they
 * are limited by number (docs/security.md T39, docs/notifications.md). Past a member's limit the
 * new stream is refused (429), not the oldest closed: the app opens one stream per browser, and
 * closing the oldest would make a member's browsers take each other's stream in turn, every few
 * seconds. A refused browser keeps its count by polling, as after any refused stream.
 */
export class OpenStreams {
  private readonly byMember = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: StreamLimits) {}

  /** Takes a place for a new stream of the member, or throws the answer refusing it. */
  take(userId: string): () => void {
    const mine = this.byMember.get(userId) ?? 0;
    if (mine >= this.limits.perMember)
      throw new HttpError(
        429,
        `You already have ${this.limits.perMember} live notification streams open (one per browser). Close Vintage Garage in another browser to get live updates here.`,
      );
    if (this.total >= this.limits.perProcess)
      throw new HttpError(
        503,
        `Too many live notification streams are open on this server. Try again in ${STREAMS_FULL_RETRY_SECONDS} seconds.`,
        undefined,
        { 'retry-after': String(STREAMS_FULL_RETRY_SECONDS) },
      );
    this.total += 1;
    this.byMember.set(userId, mine + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.total -= 1;
      const left = (this.byMember.get(userId) ?? 1) - 1;
      if (left > 0) this.byMember.set(userId, left);
      else this.byMember.delete(userId);
    };
  }

  get open(): number {
    return this.total;
  }
}
