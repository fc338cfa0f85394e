/** Public reads through the host (public-throughput.mjs); answers whether every target was met. */
export function publicThroughput(host: string, options?: { seconds?: number }): Promise<boolean>;
/** The header a browser's request carries, so the host answers as it does for one. */
export const BROWSER_ACCEPT_ENCODING: { 'accept-encoding': string };
