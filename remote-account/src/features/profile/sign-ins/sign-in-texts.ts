import type { SignIn } from './api/list-sign-ins';

export const UNKNOWN_DEVICE = 'Unknown device';

const METHOD_TEXTS: Record<NonNullable<SignIn['method']>, string> = {
  password: 'with password',
  google: 'with Google',
  registration: 'at registration',
  password_change: 'after a password change',
};

export const deviceName = (session: SignIn) => session.device ?? UNKNOWN_DEVICE;

export const methodText = (session: SignIn) =>
  session.method ? METHOD_TEXTS[session.method] : null;

// Dates in the reader's locale (docs/product.md, Dates) and time zone: the day the sign-in happened
// for them.
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** "3 Nov 2026" (en-GB), "Nov 3, 2026" (en-US) */
export const signInDate = (session: SignIn) => dateFormat.format(new Date(session.signedInAt));

// English, as the sentence around it ("Active …") is.
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
];

/** "Active now", "Active 5 minutes ago", "Active yesterday"; the server writes it every few minutes. */
export function activityText(session: SignIn, now = Date.now()): string {
  const seconds = Math.max(
    0,
    (now - new Date(session.lastSeenAt ?? session.signedInAt).getTime()) / 1000,
  );
  if (seconds < 60) return 'Active now';
  let [unit, size] = UNITS[0]!;
  for (const candidate of UNITS) if (seconds >= candidate[1]) [unit, size] = candidate;
  return `Active ${relative.format(-Math.floor(seconds / size), unit)}`;
}

export const otherDevicesText = (count: number) =>
  `Signed out of ${count} other ${count === 1 ? 'device' : 'devices'}.`;
