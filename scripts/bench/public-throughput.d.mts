/** Public reads through the host (public-throughput.mjs); answers whether every target was met. */
export function publicThroughput(host: string, options?: { seconds?: number }): Promise<boolean>;
