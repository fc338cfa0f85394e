import type { References } from './references.mjs';
/** Public reads through the host (public-throughput.mjs); answers whether every target was met. */
export function publicThroughput(
  host: string,
  options?: { apiPids?: number[]; nginxPids?: number[]; references?: References; label?: string },
): Promise<boolean>;
