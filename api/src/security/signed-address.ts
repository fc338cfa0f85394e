import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signatures for file addresses an <img> or a download link follows without a token. Each purpose
 * has its own key derived from JWT_SECRET, so that an address of one kind, an unsubscribe link and a
 * session token can never be made with the same key. Expiry is rounded to a window so that the same
 * address serves a while and answers that carry it can be kept as long.
 */
export function addressSigner(purpose: string, windowMs: number) {
  let derived: { secret: string; key: Buffer } | undefined;
  const keyOf = (secret: string) => {
    if (derived?.secret !== secret)
      derived = { secret, key: createHmac('sha256', secret).update(purpose).digest() };
    return derived.key;
  };
  const sign = (secret: string, message: string) =>
    createHmac('sha256', keyOf(secret)).update(message).digest('base64url');
  return {
    /** The window an instant falls in: addresses signed in the same one are the same. */
    window: (now = Date.now()) => Math.ceil(now / windowMs),
    /** When an address signed now expires: the end of the next window. */
    expiresAt: (now = Date.now()) => Math.ceil(now / windowMs) * windowMs + windowMs,
    sign,
    /** Whether `sig` is this message's signature, compared in constant time. */
    verify(secret: string, message: string, sig: string): boolean {
      const expected = Buffer.from(sign(secret, message));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
