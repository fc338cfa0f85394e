// autocannon ships no types; this declares the part the bench uses.
declare module 'autocannon' {
  interface Request {
    method?: 'GET' | 'POST';
    path?: string;
    body?: string;
    headers?: Record<string, string>;
    /** Called before each send with the connection's own context object (main thread only). */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Each connection sends these in order, then starts again from the first. */
    requests?: Request[];
    /** Worker threads firing the requests, so the client does not share the server's event loop. */
    workers?: number;
  }
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
