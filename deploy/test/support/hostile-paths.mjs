// Request paths an attacker (or a broken client) sends to a static server: malformed escapes,
// traversal in every spelling, absolute paths, control bytes and overlong paths. Shared by the
// native servers' test (scripts/test/static-paths.test.mjs) and the images' nginx test
// (deploy/test/nginx.test.mjs), so both are held to the same cases (docs/security.md, T28).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/** Percent signs not followed by two hex digits: every server answers 400, none throws. */
export const MALFORMED = [
  '/%',
  '/%E0%A4%A',
  '/%zz',
  '/%%',
  '/a%',
  '/a%2',
  '/%G0',
  '/%u002e%u002e/',
  '/index.html%',
  '/assets/%E0%A4%A',
];

/**
 * Well-formed escapes of bytes that are not UTF-8: the native servers answer 400 (the path cannot
 * be decoded to text); nginx works on bytes and answers as for any other missing file.
 */
export const NOT_UTF8 = ['/%E0%A4', '/%ff', '/%C0%AF', '/%80', '/%ED%A0%80', '/a%FE%FF'];

// Every way of writing "../" we know of, plain and encoded once or twice.
const UP = [
  '../',
  '..%2f',
  '..%2F',
  '%2e%2e/',
  '%2e%2e%2f',
  '%2E%2E%2F',
  '.%2e/',
  '%2e./',
  '..%5c',
  '..\\',
  '%252e%252e%252f',
  '..%252f',
  '....//',
  '..;/',
  '..%c0%af',
  '..%e0%80%af',
  '..%00/',
  '%2e%2e%5c',
];

/**
 * The whole set for a server whose folders have siblings with the same name plus a suffix
 * (`dist` and `dist-secret`): `targets` are paths of secret files relative to the parent of a
 * served folder (a sibling folder's secret file), `prefixes` the URL prefixes the server mounts.
 */
export function hostilePaths({ targets, prefixes = ['/'], absolute = [] }) {
  const paths = new Set([...MALFORMED, ...NOT_UTF8]);
  for (const prefix of prefixes) {
    for (const up of UP) {
      for (let depth = 1; depth <= 4; depth += 1) {
        for (const target of targets) paths.add(`${prefix}${up.repeat(depth)}${target}`);
      }
      paths.add(`${prefix}${up.repeat(8)}etc/passwd`);
    }
    for (const bad of [...MALFORMED, ...NOT_UTF8]) paths.add(`${prefix}${bad.slice(1)}`);
  }
  for (const file of [...absolute, '/etc/passwd']) {
    const encoded = file.replaceAll('/', '%2f');
    paths.add(`/${encoded}`);
    paths.add(`/${file}`);
    paths.add(`/.${file}`);
    for (const prefix of prefixes) paths.add(`${prefix}${encoded}`);
  }
  for (const odd of [
    '%00',
    '%0d%0a',
    '%0a',
    '%09',
    '%7f',
    '%20',
    '%3f',
    '%23',
    '%2f%2f',
    ';',
    '%5c',
  ]) {
    paths.add(`/index.html${odd}`);
    paths.add(`/${odd}index.html`);
  }
  // Overlong: past Node's 16 KB header limit and nginx's 8 KB request line.
  for (const length of [1_000, 4_000, 8_200, 17_000, 40_000]) paths.add(`/${'a'.repeat(length)}`);
  paths.add(`/${'../'.repeat(3_000)}${targets[0]}`);
  paths.add(`/${'%2e%2e%2f'.repeat(1_500)}${targets[0]}`);
  paths.add(`/${'%'.repeat(5_000)}`);
  return [...paths];
}

/** The content of every file under `folders`: what a server of those folders may send. */
export function filesUnder(...folders) {
  const contents = new Set();
  for (const folder of folders)
    for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true }))
      if (entry.isFile())
        contents.add(fs.readFileSync(path.join(entry.parentPath, entry.name), 'latin1'));
  return contents;
}

/**
 * What was wrong with the answers to `paths`: a secret served, a status other than 400, 404,
 * 414/431 (too long) or 200, or a 200 whose body is none of the server's own files (`allowed`).
 */
export function wrongAnswers(paths, answers, { secret, allowed }) {
  const wrong = [];
  answers.forEach((answer, index) => {
    const shown = paths[index].slice(0, 80);
    if (answer.body.includes(secret)) wrong.push(`${shown}: served a secret`);
    else if (![200, 400, 404, 414, 431].includes(answer.status))
      wrong.push(`${shown}: ${answer.status}`);
    else if (answer.status === 200 && !allowed.has(answer.body))
      wrong.push(`${shown}: 200 with a body that is none of its files`);
  });
  return wrong;
}

/**
 * Sends GET `target` exactly as written (no client-side normalisation) and reads the whole answer.
 * A connection the server drops, or leaves unanswered for 5 s, answers status 0.
 */
export function rawGet(origin, target, headers = {}) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: hostname,
        port,
        path: target,
        method: 'GET',
        agent: false,
        headers: { connection: 'close', ...headers },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('latin1'),
          }),
        );
        response.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
      },
    );
    request.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
    request.setTimeout(5_000, () => request.destroy());
    request.end();
  });
}

/** rawGet for every path, `concurrency` at a time; answers in the order of `paths`. */
export async function rawGetAll(origin, paths, concurrency = 16) {
  const answers = new Array(paths.length);
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const index = next++;
      answers[index] = await rawGet(origin, paths[index]);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return answers;
}
