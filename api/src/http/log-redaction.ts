import type { FastifyRequest } from 'fastify';

/**
 * Share-link, calendar-feed and unsubscribe tokens, and sale dossier codes, never reach a log line
 * (docs/security.md, T29 and T42): whoever reads the logs must not be able to open a shared car,
 * read a member's reminders, change someone's email settings or read a dossier's history.
 */
const REDACTED = '[redacted]';

/** Path segments that follow these carry a share-link or calendar token, or a dossier's code. */
const TOKEN_AFTER = [['public', 'vehicle'], ['by-token'], ['verify'], ['v1', 'calendar']];

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

function redactPath(pathname: string): string {
  const segments = pathname.split('/');
  const names = segments.map(decode);
  return segments
    .map((segment, index) =>
      TOKEN_AFTER.some((before) =>
        before.every((name, offset) => names[index - before.length + offset] === name),
      )
        ? REDACTED
        : segment,
    )
    .join('/');
}

/** Any query parameter whose name says token (in any case or escaping) is written as [redacted]. */
function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return value.length > 0 && /token/i.test(decode(name.replaceAll('+', ' ')))
        ? `${name}=${REDACTED}`
        : pair;
    })
    .join('&');
}

/** The address as it may be logged. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return redactPath(url);
  return `${redactPath(url.slice(0, queryAt))}?${redactQuery(url.slice(queryAt + 1))}`;
}

/** Fastify's request serializer, with the address redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
