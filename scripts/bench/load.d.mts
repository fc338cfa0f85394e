import type { Request } from 'autocannon';
/** A figure: its rate, latencies, what failed, and the serving processes' CPU per request. */
export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers outside 2xx, socket errors, timeouts, or no answer at all: a run with any is not a result. */
  failures: number;
  /** e.g. "422 x 12, timeouts x 1", to see at once what went wrong. */
  failureDetail: string;
  /** The API's (or a reference server's) CPU per request; null when no process was watched. */
  cpuMsPerRequest: number | null;
  /** The host nginx's CPU per request (master and workers); null when not watched. */
  nginxCpuMsPerRequest: number | null;
}
export const CONNECTIONS: number;
export const SECONDS: number;
export const BROWSER_ACCEPT_ENCODING: { 'accept-encoding': string };
export function cpuSeconds(pids: number[]): number;
export function childrenOf(pid: number): { pid: number; command: string }[];
export function toMeasurement(
  name: string,
  result: import('autocannon').Result,
  cpu?: number | null,
  nginxCpu?: number | null,
): Measurement;
export function drive(options: {
  name: string;
  url: string;
  requests?: Request[];
  headers?: Record<string, string>;
  pids?: number[];
  nginxPids?: number[];
  connections?: number;
  seconds?: number;
  workers?: number;
}): Promise<Measurement>;
