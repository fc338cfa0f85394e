import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/database.js';
import { isUuid } from '../http/uuid.js';

const ALGORITHM = 'HS256';
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  userId: string;
  tokenId: string;
}

/** Verified signatures remembered, so a member's every request does not pay for an HMAC again. */
const VERIFIED_CACHE_SIZE = 10_000;

interface VerifiedToken extends TokenClaims {
  expiresAtMs: number;
}

/**
 * Bearer tokens: signed JWTs (HS256 pinned, expiry) whose jti is recorded, so sign-out, a password change
 * or a reset can revoke them before they expire.
 */
export class AuthTokens {
  private readonly key: Uint8Array;
  // Token text -> its checked claims. Only what the signature proves is kept: expiry is checked again
  // on every use, and revocation and suspension stay with the caller's database look-up.
  private readonly verified = new Map<string, VerifiedToken>();

  constructor(
    private readonly db: Db,
    secret: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(userId: string): Promise<string> {
    const tokenId = randomUUID();
    const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000);
    await this.db
      .insertInto('auth_tokens')
      .values({ id: tokenId, user_id: userId, expires_at: expiresAt })
      .execute();
    return new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(userId)
      .setJti(tokenId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** Checks signature, algorithm and expiry; null for anything else than a valid token of ours. */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAtMs > Date.now()) return { userId: known.userId, tokenId: known.tokenId };
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        requiredClaims: ['exp', 'jti', 'sub'],
      });
      // Our tokens carry uuids; anything else is refused before it reaches a query.
      if (!isUuid(payload.sub) || !isUuid(payload.jti) || payload.exp === undefined) return null;
      this.remember(token, {
        userId: payload.sub,
        tokenId: payload.jti,
        expiresAtMs: payload.exp * 1000,
      });
      return { userId: payload.sub, tokenId: payload.jti };
    } catch {
      return null;
    }
  }

  private remember(token: string, claims: VerifiedToken): void {
    // A Map keeps insertion order: past the bound, the oldest entry goes.
    if (this.verified.size >= VERIFIED_CACHE_SIZE) {
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
    this.verified.set(token, claims);
  }

  async revoke(tokenId: string): Promise<void> {
    await this.db
      .updateTable('auth_tokens')
      .set({ revoked_at: new Date() })
      .where('id', '=', tokenId)
      .execute();
  }

  /** Revokes every live token of a user, except the one given (the caller's own, after a password change). */
  revokeAllFor(userId: string, exceptTokenId?: string): Promise<void> {
    return revokeTokensOf(this.db, userId, exceptTokenId);
  }
}

/**
 * Revokes every live token of a user but the one given. Takes the database or a transaction, so a
 * change of who owns an account and the end of the old owner's sessions commit together.
 */
export async function revokeTokensOf(db: Db, userId: string, exceptTokenId?: string) {
  let query = db
    .updateTable('auth_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptTokenId) query = query.where('id', '!=', exceptTokenId);
  await query.execute();
}
