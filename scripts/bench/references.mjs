// The reference figures every throughput figure is printed beside, measured in the same run, at
// the same connections, by the same client: Debian's nginx serving one small static file through
// a minimal site (what the host's nginx could do with no work of its own), and a bare Fastify
// route answering a small JSON on this Node (what the API could do with no work of its own). The
// machine is shared and its speed moves from day to day; a figure's share of these compares
// across runs where its raw rate does not.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freeLoopbackPort } from '../lib/throwaway-postgres.mjs';
import { drive } from './load.mjs';
import { startPlainNginx, untilAnswering } from './plain-nginx.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BARE_FASTIFY = fileURLToPath(new URL('./bare-fastify.mjs', import.meta.url));

export const BARE_NGINX = 'bare nginx, one static file';
export const BARE_ROUTE = 'bare Fastify route';

/** The host's index.html (or a small page when it is not built) served by a minimal nginx. */
async function startBareNginx() {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'vg-bench-file-'));
  const built = path.join(ROOT, 'host/dist/index.html');
  fs.writeFileSync(
    path.join(site, 'index.html'),
    fs.existsSync(built) ? fs.readFileSync(built) : '<!doctype html><title>Vintage Garage</title>',
  );
  const nginx = await startPlainNginx({ root: site });
  return {
    url: `${nginx.origin}/index.html`,
    pids: nginx.pids,
    stop: async () => {
      await nginx.stop();
      fs.rmSync(site, { recursive: true, force: true });
    },
  };
}

/** bare-fastify.mjs in a process of its own, as the API runs. */
async function startBareFastify() {
  const port = await freeLoopbackPort();
  const child = spawn(process.execPath, [BARE_FASTIFY], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/bare`;
  await untilAnswering(url);
  return {
    url,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
    },
  };
}

/** Both references, each after a short warm-up; `options` as for drive(). */
export async function measureReferences(options = {}) {
  const nginx = await startBareNginx();
  const fastify = await startBareFastify();
  try {
    await drive({ name: 'warm-up', url: nginx.url, ...options, seconds: 2 });
    const bareNginx = await drive({
      name: BARE_NGINX,
      url: nginx.url,
      nginxPids: nginx.pids,
      ...options,
    });
    await drive({ name: 'warm-up', url: fastify.url, ...options, seconds: 2 });
    const bareRoute = await drive({
      name: BARE_ROUTE,
      url: fastify.url,
      pids: [fastify.pid],
      ...options,
    });
    return { nginx: bareNginx, fastify: bareRoute };
  } finally {
    await nginx.stop();
    await fastify.stop();
  }
}

const ms = (value) => (value === null || value === undefined ? '' : value.toFixed(3));

const share = (row, reference) =>
  reference ? `${((100 * row.requestsPerSecond) / reference.requestsPerSecond).toFixed(1)}%` : '';

/**
 * Prints the rows beside the references: each one's rate, latencies, its share of each
 * reference's rate, the CPU per request of the API (for the bare route: its own process) and of
 * the host nginx (for the bare file: that nginx), and its target with PASS or MISS.
 * `targetOf(row)` answers { describe, met } or nothing.
 */
export function printBesideReferences(title, rows, references, targetOf = () => undefined) {
  if (rows.length === 0) return;
  console.log(`\n${title}`);
  const all = references ? [references.nginx, references.fastify, ...rows] : rows;
  console.table(
    all.map((row) => {
      const target = rows.includes(row) ? targetOf(row) : undefined;
      return {
        what: row.name,
        'req/s': Math.round(row.requestsPerSecond),
        'p50 ms': row.p50,
        'p99 ms': row.p99,
        '% of nginx file': share(row, references?.nginx),
        '% of bare route': share(row, references?.fastify),
        'API CPU ms/req': ms(row.cpuMsPerRequest),
        'nginx CPU ms/req': ms(row.nginxCpuMsPerRequest),
        'non-2xx/errors': row.failureDetail || 0,
        target: target?.describe ?? '',
        '': target ? (target.met ? 'PASS' : 'MISS') : '',
      };
    }),
  );
}

/** A target of `share` of a reference's rate, met only by a run where nothing failed. */
export function shareOf(reference, fraction, label) {
  return (row) => ({
    describe: `>= ${fraction * 100}% of ${label} (${Math.round(reference.requestsPerSecond * fraction)} req/s)`,
    met: row.failures === 0 && row.requestsPerSecond >= reference.requestsPerSecond * fraction,
  });
}
