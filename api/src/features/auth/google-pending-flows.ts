/** At most this many sign-ins may be on their way through the provider at once, per API process. */
export const MAX_PENDING_FLOWS = 10_000;
/** How long a started sign-in may take at the provider. */
export const FLOW_LIFETIME_MS = 10 * 60 * 1000;
/** Expired flows are looked for at most this often (and whenever the cap is reached). */
const SWEEP_EVERY_MS = 1_000;
/** Past the cap, this share of the oldest flows makes room at once. */
const EVICT_SHARE = 0.1;

export interface PendingFlow {
  codeVerifier: string;
  nonce: string;
  expiresAt: number;
}

/**
 * The secrets of the sign-ins started here, by state, until their callback or their expiry
 * (docs/security.md, T32). Anyone can start a sign-in, so this memory is bounded: at the cap the
 * oldest tenth makes room (the nearest to expiring; a flood then costs its own earliest starts
 * first), and expired flows are dropped while running, at most a second after a start finds them.
 *
 * Every flow lives the same time, so insertion order is expiry order and both clean-ups walk from
 * the front. They run in batches, not on every start: V8 keeps a deleted Map entry as a hole until
 * the table is rebuilt, and a walk from the front steps over every hole.
 */
export class PendingFlows {
  private readonly flows = new Map<string, PendingFlow>();
  private lastSweep = 0;

  constructor(
    private readonly max = MAX_PENDING_FLOWS,
    private readonly lifetimeMs = FLOW_LIFETIME_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.flows.size;
  }

  add(state: string, flow: Omit<PendingFlow, 'expiresAt'>): void {
    const now = this.now();
    if (now - this.lastSweep >= SWEEP_EVERY_MS || this.flows.size >= this.max) this.sweep(now);
    if (this.flows.size >= this.max) this.dropOldest(Math.ceil(this.max * EVICT_SHARE));
    this.flows.set(state, { ...flow, expiresAt: now + this.lifetimeMs });
  }

  /** The flow started with this state, removed so it finishes once; undefined if unknown or expired. */
  take(state: string): PendingFlow | undefined {
    const flow = this.flows.get(state);
    this.flows.delete(state);
    return flow && flow.expiresAt > this.now() ? flow : undefined;
  }

  private sweep(now: number): void {
    this.lastSweep = now;
    for (const [state, flow] of this.flows) {
      if (flow.expiresAt > now) return;
      this.flows.delete(state);
    }
  }

  private dropOldest(count: number): void {
    let left = count;
    for (const state of this.flows.keys()) {
      if (left-- <= 0) return;
      this.flows.delete(state);
    }
  }
}
