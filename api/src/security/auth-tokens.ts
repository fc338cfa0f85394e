import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/database.js';

const ALGORITHM = 'HS256';
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  userId: string;
  tokenId: string;
}

/**
 * Bearer tokens: signed JWTs (HS256 pinned, expiry) whose jti is recorded, so sign-out, a password change
 * or a reset can revoke them before they expire.
 */
export class AuthTokens {
  private readonly key: Uint8Array;

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
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        requiredClaims: ['exp', 'jti', 'sub'],
      });
      return payload.sub && payload.jti ? { userId: payload.sub, tokenId: payload.jti } : null;
    } catch {
      return null;
    }
  }

  async revoke(tokenId: string): Promise<void> {
    await this.db
      .updateTable('auth_tokens')
      .set({ revoked_at: new Date() })
      .where('id', '=', tokenId)
      .execute();
  }

  /** Revokes every live token of a user, except the one given (the caller's own, after a password change). */
  async revokeAllFor(userId: string, exceptTokenId?: string): Promise<void> {
    let query = this.db
      .updateTable('auth_tokens')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (exceptTokenId) query = query.where('id', '!=', exceptTokenId);
    await query.execute();
  }
}
