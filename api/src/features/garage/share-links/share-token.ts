import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters (SHARE_TOKEN_PATTERN in @vg/contract). */
export const newShareToken = () => randomBytes(32).toString('base64url');

/** Only the hash is stored: a database leak yields no working link. */
export const hashShareToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const sharePath = (token: string) => `/public/vehicle/${token}`;
