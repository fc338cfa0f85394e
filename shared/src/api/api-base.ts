export const API_PREFIX = '/api/v1';

function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname.startsWith('127.') ||
    hostname === '[::1]' ||
    hostname === '0.0.0.0'
  );
}

function withoutTrailingSlash(path: string): string {
  return path.replace(/\/+$/, '');
}

/**
 * docs/product.md#api-client: the API lives on the page's own origin under /api/v1. A build-time override is
 * honoured only when it stays on that origin (a path such as '/edge/api/v1', or an absolute URL
 * of the same origin). Localhost and cross-origin values are ignored, so a development setting
 * can never leak a production page's token to another host.
 */
export function resolveApiBase(override: string | undefined, origin: string): string {
  const fallback = `${origin}${API_PREFIX}`;
  const candidate = override?.trim();
  if (!candidate) return fallback;

  const isPath = candidate.startsWith('/') && !candidate.startsWith('//');
  const isAbsoluteUrl = /^https?:\/\//i.test(candidate);
  if (!isPath && !isAbsoluteUrl) return fallback;

  let url: URL;
  try {
    // Parsing even a path against the origin catches tricks such as '/\evil.example'.
    url = new URL(candidate, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  // A path is the page's own origin whatever it is; a spelled-out localhost URL is a
  // development value that must never reach a build (spec: ignored).
  if (isAbsoluteUrl && isLoopbackHost(url.hostname)) return fallback;
  return `${url.origin}${withoutTrailingSlash(url.pathname)}`;
}

function readBuildTimeOverride(): string | undefined {
  // webpack's DefinePlugin rewrites `process.env.VG_API_BASE` into a literal at build time. A
  // browser bundle built without it has no `process` at all, so reading it throws: try/catch
  // guards that without hiding the expression from DefinePlugin (a `typeof process` test would).
  try {
    return process.env.VG_API_BASE;
  } catch {
    return undefined;
  }
}

export function getApiBase(): string {
  return resolveApiBase(readBuildTimeOverride(), window.location.origin);
}
