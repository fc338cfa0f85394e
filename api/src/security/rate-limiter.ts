import { tooManyRequests } from '../http/errors.js';

export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * A fixed-window counter per key (an account, an address). In memory: one API process is the deployment
 * unit here; several processes would move this into the database or Redis.
 */
export class KeyedRateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt for each key; throws 429 when any key is over its limit. */
  consume(...keys: string[]): void {
    const now = this.now();
    let retryAfterMs = 0;
    for (const key of keys) {
      let window = this.windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + this.limit.windowMs };
        this.windows.set(key, window);
      }
      window.count += 1;
      if (window.count > this.limit.max)
        retryAfterMs = Math.max(retryAfterMs, window.resetAt - now);
    }
    if (this.windows.size > 10_000) this.sweep(now);
    if (retryAfterMs > 0) throw tooManyRequests(Math.ceil(retryAfterMs / 1000));
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export interface RateLimitSettings {
  /** Password sign-in attempts, counted per account and per address. */
  signInPerAccount: RateLimit;
  signInPerAddress: RateLimit;
  /** Password reset and verification emails, per address asked for and per client address. */
  emailPerAccount: RateLimit;
  emailPerAddress: RateLimit;
  /** Account creation per client address. */
  registerPerAddress: RateLimit;
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  signInPerAccount: { max: 10, windowMs: 15 * MINUTE },
  signInPerAddress: { max: 50, windowMs: 15 * MINUTE },
  emailPerAccount: { max: 5, windowMs: 60 * MINUTE },
  emailPerAddress: { max: 30, windowMs: 60 * MINUTE },
  registerPerAddress: { max: 30, windowMs: 60 * MINUTE },
};

export type RateLimiters = Record<keyof RateLimitSettings, KeyedRateLimiter>;

export function createRateLimiters(
  overrides: Partial<RateLimitSettings> = {},
  scale = 1,
): RateLimiters {
  const settings = { ...DEFAULT_RATE_LIMITS, ...overrides };
  return Object.fromEntries(
    Object.entries(settings).map(([name, limit]) => [
      name,
      new KeyedRateLimiter({ ...limit, max: limit.max * scale }),
    ]),
  ) as RateLimiters;
}
