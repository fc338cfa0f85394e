import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/database.js';
import type { SignInMethod } from '../db/schema.js';
import { isUuid } from '../http/uuid.js';

const ALGORITHM = 'HS256';
/** The absolute lifetime of a session, however often it is used. */
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** The `aud` of session tokens: no other token of ours (an unsubscribe link's) names it. */
export const SESSION_AUDIENCE = 'vintage-garage:session';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Sessions whose last use is older than this have ended (SESSION_IDLE_DAYS, docs/security.md T26). */
export const idleCutoff = (idleDays: number, nowMs = Date.now()) =>
  new Date(nowMs - idleDays * DAY_MS);

export interface TokenClaims {
  userId: string;
  tokenId: string;
}

/** Verified signatures remembered, so a member's every request does not pay for an HMAC again. */
const VERIFIED_CACHE_SIZE = 10_000;

interface VerifiedToken extends TokenClaims {
  expiresAtMs: number;
}

/** What the sign-in list on /profile shows of a token (see features/profile/sign-ins). */
export interface SignInDetails {
  method: SignInMethod;
  device: string | null;
  deviceHash: string | null;
  ip: string;
}

/**
 * A token's last activity is written at most this often: not a write on every request. It is also
 * what the idle period counts from, so an active session's idle clock lags by at most this.
 */
const LAST_SEEN_PRECISION_MS = 5 * 60_000;

/**
 * Bearer tokens: signed JWTs (HS256 pinned, expiry, this API as issuer, sessions as audience) whose
 * jti is recorded, so sign-out, a password change or a reset can revoke them before they expire, and
 * a session left unused for the idle period ends (src/security/caller-lookup.ts).
 */
export class AuthTokens {
  private readonly key: Uint8Array;
  // Token text -> its checked claims. Only what the signature proves is kept: expiry is checked again
  // on every use, and revocation and suspension stay with the caller's database look-up.
  private readonly verified = new Map<string, VerifiedToken>();
  // Token id -> when this process last wrote its last_seen_at.
  private readonly lastSeenWritten = new Map<string, number>();

  constructor(
    private readonly db: Db,
    secret: string,
    private readonly issuer: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(userId: string, signIn?: SignInDetails): Promise<string> {
    const tokenId = randomUUID();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_SECONDS * 1000);
    await this.db
      .insertInto('auth_tokens')
      .values({
        id: tokenId,
        user_id: userId,
        expires_at: expiresAt,
        ...(signIn && {
          method: signIn.method,
          device: signIn.device,
          device_hash: signIn.deviceHash,
          ip: signIn.ip,
          last_seen_at: now,
        }),
      })
      .execute();
    this.lastSeenWritten.set(tokenId, now.getTime());
    return new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(this.issuer)
      .setAudience(SESSION_AUDIENCE)
      .setSubject(userId)
      .setJti(tokenId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** Checks signature, algorithm, expiry, issuer and audience; null for anything else than a session token of ours. */
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
        issuer: this.issuer,
        audience: SESSION_AUDIENCE,
        requiredClaims: ['exp', 'jti', 'sub', 'iss', 'aud'],
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

  /**
   * Records that the token was just used, for "active 5 minutes ago". Not awaited by the request and
   * written at most every few minutes per token and process; a lost write only makes it look older.
   */
  touch(tokenId: string, onError: (error: unknown) => void): void {
    const now = Date.now();
    if (now - (this.lastSeenWritten.get(tokenId) ?? 0) < LAST_SEEN_PRECISION_MS) return;
    if (this.lastSeenWritten.size >= VERIFIED_CACHE_SIZE) this.lastSeenWritten.clear();
    this.lastSeenWritten.set(tokenId, now);
    this.db
      .updateTable('auth_tokens')
      .set({ last_seen_at: new Date(now) })
      .where('id', '=', tokenId)
      .execute()
      .catch(onError);
  }

  /** Ends one live session of the user; false when it is not one (another's, or already over). */
  async revoke(userId: string, tokenId: string): Promise<boolean> {
    const now = new Date();
    const { numUpdatedRows } = await this.db
      .updateTable('auth_tokens')
      .set({ revoked_at: now })
      .where('id', '=', tokenId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return numUpdatedRows > 0n;
  }

  /** Revokes every live token of a user, except the one given (the caller's own, after a password change). */
  revokeAllFor(userId: string, exceptTokenId?: string): Promise<number> {
    return revokeTokensOf(this.db, userId, exceptTokenId);
  }
}

/**
 * Revokes every live token of a user but the one given, and answers how many it ended. Takes the
 * database or a transaction, so a change of who owns an account and the end of the old owner's
 * sessions commit together.
 */
export async function revokeTokensOf(
  db: Db,
  userId: string,
  exceptTokenId?: string,
): Promise<number> {
  const now = new Date();
  let query = db
    .updateTable('auth_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now);
  if (exceptTokenId) query = query.where('id', '!=', exceptTokenId);
  const { numUpdatedRows } = await query.executeTakeFirst();
  return Number(numUpdatedRows);
}
