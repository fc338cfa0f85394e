// One way the benches drive a load and read it as a figure: autocannon at a number of
// connections for some seconds, its rate and latencies, what failed, and the CPU time the
// serving processes spent per request over the measured window (read from /proc, so the servers
// need no change to say it). Used by the public reads, the members' figures and their references.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** The connections every figure through the host is measured at, its references too. */
export const CONNECTIONS = 100;
/** Seconds per figure; BENCH_SECONDS changes it. */
export const SECONDS = Number(process.env.BENCH_SECONDS) || 8;

// As a browser asks: nginx answers a file's gzip copy and compresses the API's answers.
export const BROWSER_ACCEPT_ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

let ticksPerSecond;
/** CPU seconds (user and system, every thread) the processes `pids` have used so far. */
export function cpuSeconds(pids) {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  let ticks = 0;
  for (const pid of pids) {
    // The command may hold spaces and brackets: the fields come after its closing bracket.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command.
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / ticksPerSecond;
}

/** The processes whose parent is `pid`, with their command lines. */
export function childrenOf(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The parent is the second field after the command's closing bracket.
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== pid) continue;
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      children.push({ pid: Number(entry), command });
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

function describeFailures(result) {
  const statuses = Object.entries(result.statusCodeStats)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${status} x ${count}`);
  if (result.errors > 0) statuses.push(`errors x ${result.errors}`);
  if (result.timeouts > 0) statuses.push(`timeouts x ${result.timeouts}`);
  if (result.requests.total === 0) statuses.push('no answer at all');
  return statuses.join(', ');
}

/**
 * One autocannon run as a figure; `cpu` is the API's CPU seconds over the run, `nginxCpu` the host
 * nginx's (each null when not watched).
 */
export function toMeasurement(name, result, cpu = null, nginxCpu = null) {
  const perRequest = (seconds) =>
    seconds === null || !result.requests.total ? null : (1000 * seconds) / result.requests.total;
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // A route that answered nothing (its requests all still waiting at the deadline, which
    // autocannon counts as neither errors nor timeouts) failed; its empty latencies are no result.
    failures:
      result.non2xx + result.errors + result.timeouts + (result.requests.total === 0 ? 1 : 0),
    failureDetail: describeFailures(result),
    cpuMsPerRequest: perRequest(cpu),
    nginxCpuMsPerRequest: perRequest(nginxCpu),
  };
}

/**
 * Drives `url` (its `requests` replace the path, in turn) and answers the figure; `pids` are the
 * processes whose CPU time per request is counted (the API's, or the reference server's),
 * `nginxPids` the host nginx's master and workers.
 */
export async function drive({
  name,
  url,
  requests,
  headers = BROWSER_ACCEPT_ENCODING,
  pids = [],
  nginxPids = [],
  connections = CONNECTIONS,
  seconds = SECONDS,
  workers,
}) {
  const before = pids.length ? cpuSeconds(pids) : 0;
  const nginxBefore = nginxPids.length ? cpuSeconds(nginxPids) : 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    requests,
    ...(workers ? { workers } : {}),
  });
  return toMeasurement(
    name,
    result,
    pids.length ? cpuSeconds(pids) - before : null,
    nginxPids.length ? cpuSeconds(nginxPids) - nginxBefore : null,
  );
}
