// Hostile and ordinary values of a sign-in's `next` (docs/security.md T47), generated the way an
// attacker would try them: other hosts written every way a URL parser reads as a host (doubled,
// backslashed, schemes in any case), each with control characters and whitespace put where parsers
// strip them, encoded once and twice, and look-alike Unicode slashes. A few hundred in all.

const HOST = 'evil.example';

/** Addresses that lead to another site when a browser reads them as written. */
const ELSEWHERE = [
  `//${HOST}/`,
  `///${HOST}/`,
  `/\\${HOST}/`,
  `\\\\${HOST}/`,
  `\\/${HOST}/`,
  `https://${HOST}/`,
  `HTTPS://${HOST}/`,
  `http:${HOST}`,
  `http:/${HOST}`,
  `javascript:alert(1)`,
  `JaVaScRiPt:alert(document.cookie)`,
  `data:text/html,<script>alert(1)</script>`,
  `/.//${HOST}/`,
  `/..//${HOST}/`,
  `/x/..//${HOST}/`,
  `/./\\${HOST}/`,
  HOST,
  `@${HOST}`,
];

/** Ordinary paths of this site, some with what a real address may carry. */
const OF_THIS_SITE = [
  '/',
  '/vehicles',
  '/vehicles/42?tab=records',
  '/vehicles/42#records',
  '/user/ada.l',
  '/caf\u00e9',
  '/%2F/evil.example',
  `/@${HOST}`,
  `/vehicles?next=//${HOST}`,
];

/** Characters that parsers strip, skip or read as whitespace, and look-alike slashes. */
const INSERTED = [
  '\t',
  '\n',
  '\r',
  '\r\n',
  '\u0000',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  ' ',
  '\u00a0',
  '\u200b',
  '\u2028',
  '\ufeff',
  '\u3000',
  '\uff0f',
  '\u2215',
  '%09',
  '%0A',
  '%2F',
  '%5C',
];

/** The values each inserted character is tried in: the commonest ways to another host, and a path. */
const INSERTED_INTO = [
  `//${HOST}/`,
  `/\\${HOST}/`,
  `https://${HOST}/`,
  'javascript:alert(1)',
  '/vehicles',
];

function* encodings(value: string): Generator<string> {
  yield value;
  yield encodeURIComponent(value);
  yield encodeURIComponent(encodeURIComponent(value));
  yield ` ${value}`;
  yield `${value} `;
}

function* insertions(value: string): Generator<string> {
  for (const inserted of INSERTED) {
    yield `${inserted}${value}`;
    yield `${value.slice(0, 1)}${inserted}${value.slice(1)}`;
    yield `${value.slice(0, 2)}${inserted}${value.slice(2)}`;
  }
}

/** Every generated `next`, each once. */
export function nextVariants(): string[] {
  const all = new Set<string>();
  for (const value of [...ELSEWHERE, ...OF_THIS_SITE]) for (const v of encodings(value)) all.add(v);
  for (const value of INSERTED_INTO) for (const v of insertions(value)) all.add(v);
  return [...all];
}

/** Where a Location header sends a browser that is on `origin`, or null when it cannot be read. */
export function destinationOf(location: string, origin: string): URL | null {
  try {
    return new URL(location, origin);
  } catch {
    return null;
  }
}
