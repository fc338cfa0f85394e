import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { dataFilesDir } from '../paths.js';
import { PASSWORD_MAX_LENGTH } from '@vg/contract';

// OWASP Password Storage Cheat Sheet, argon2id option 2: m=19 MiB, t=2, p=1.
// The package's Algorithm enum is a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const PASSWORD_MIN_LENGTH = 8;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no account (or no password) to check against,
 * so response timing does not tell which emails and usernames exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy password that never matches anything');
  await verifyPassword(await dummyHash, password);
  return false;
}

let commonPasswords: Set<string> | undefined;

function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(path.join(dataFilesDir, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return commonPasswords.has(password.toLowerCase());
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(
  password: string,
  identity: { email?: string; username?: string } = {},
): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  const lowered = password.toLowerCase();
  if (isCommonPassword(password))
    return 'This password is too common. Please choose a less predictable one.';
  if (lowered === identity.username?.toLowerCase() || lowered === identity.email?.toLowerCase()) {
    return 'Password must not be your username or email.';
  }
  return null;
}
