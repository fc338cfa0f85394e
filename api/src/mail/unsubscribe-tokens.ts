import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { NOTIFICATION_KINDS, type NotificationKind } from '@vg/contract';
import { isUuid } from '../http/uuid.js';

/**
 * The token of an email's unsubscribe link: signed, expiring, and good for one thing only, turning
 * off email for one kind of notification of one member. It needs no sign-in (the link must work from
 * any mail client) and stores nothing. Its key is derived from JWT_SECRET for this purpose alone, and
 * its audience differs, so it can never pass for a session token, nor a session token for it.
 */
const AUDIENCE = 'vintage-garage:unsubscribe';
const ALGORITHM = 'HS256';
/** Long enough for a digest read late; an older email's link asks the member to sign in instead. */
export const UNSUBSCRIBE_TOKEN_DAYS = 60;

function keyOf(secret: string): Uint8Array {
  return createHmac('sha256', secret).update('unsubscribe-link-v1').digest();
}

export async function signUnsubscribeToken(
  secret: string,
  userId: string,
  kind: NotificationKind,
): Promise<string> {
  return new SignJWT({ kind })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(userId)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${UNSUBSCRIBE_TOKEN_DAYS}d`)
    .sign(keyOf(secret));
}

/** The member and kind the token was made for, or null when it is forged, altered or expired. */
export async function readUnsubscribeToken(
  secret: string,
  token: string,
): Promise<{ userId: string; kind: NotificationKind } | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub', 'aud'],
    });
    const kind = payload.kind;
    if (!isUuid(payload.sub) || typeof kind !== 'string') return null;
    if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
    return { userId: payload.sub, kind: kind as NotificationKind };
  } catch {
    return null;
  }
}

export function unsubscribeUrl(publicOrigin: string, token: string): string {
  return `${publicOrigin}/api/v1/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
}
