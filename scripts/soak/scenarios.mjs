// The fault suite's scenarios. Each returns one row of the table: requests sent, 5xx answers,
// requests with no answer, writes acknowledged but lost, writes stored twice, and the recovery time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startSite, freePort } from '../lib/nginx-site.mjs';
import { startApi, startSupervisedApi, waitUntilReady } from '../lib/api-process.mjs';
import { mixedRequests, seedMember, sleep, startLoad } from './load.mjs';

const row = (scenario, counts, extra = {}) => ({
  scenario,
  requests: counts.requests,
  '5xx': counts.fiveXX,
  'no answer': counts.noAnswer,
  lost: extra.lost ?? '-',
  duplicated: extra.duplicated ?? '-',
  recovery: extra.recovery ?? '-',
  statuses: counts.byStatus,
});

/**
 * The host image's nginx (deploy/nginx) in front of the given API processes, as the native stack
 * runs it: its upstream balances over them and passes over one that is down.
 */
async function hostProxy(apis) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'vg-soak-host-'));
  const site = await startSite(
    'host',
    prefix,
    {
      LISTEN_PORT: String(await freePort()),
      SITE_ROOT: prefix,
      API_UPSTREAM: apis.map((api) => api.url).join(','),
      API_RESOLVER: '',
      ...Object.fromEntries(
        ['GARAGE', 'COMMUNITY', 'ACCOUNT', 'ADMIN'].map((name) => [
          `REMOTE_${name}_URL`,
          `/${name.toLowerCase()}/mf-manifest.json`,
        ]),
      ),
    },
    { onLine: (line) => process.env.SOAK_NGINX_LOG && console.error(`[host] ${line}`) },
  );
  return {
    url: site.url,
    close: async () => {
      await site.stop();
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/**
 * Two API replicas on Postgres behind the host's proxy, with a member's mixed reads and writes at
 * 100 connections through it while `during(apis)` runs; answers the load's counts and what
 * `during` returned.
 */
async function loadOnTwoReplicas(postgres, name, during) {
  const apis = [await startApi(postgres), await startApi(postgres)];
  const host = await hostProxy(apis);
  try {
    const member = await seedMember(host.url, `${name}${Date.now()}`);
    const load = startLoad(host.url, mixedRequests(member), { connections: 100 });
    const outcome = await during(apis);
    return { counts: await load.stop(), outcome };
  } finally {
    await host.close();
    await Promise.all(apis.map((api) => api.stop()));
  }
}

/** Mixed reads and writes at 100 connections through the host, two API replicas on Postgres. */
export async function mixedLoad({ postgres, seconds }) {
  const { counts } = await loadOnTwoReplicas(postgres, 'load', () => sleep(seconds * 1000));
  return row('mixed load, 100 connections, 2 replicas', counts);
}

/** The same load while each replica in turn is stopped with SIGTERM and started again. */
export async function rollingRestart({ postgres, seconds }) {
  const quarter = (seconds * 1000) / 4;
  const { counts, outcome: slowest } = await loadOnTwoReplicas(
    postgres,
    'rolling',
    async (apis) => {
      await sleep(quarter);
      let slowestRestart = 0;
      for (const api of apis) {
        const restartedAt = Date.now();
        await api.restart();
        slowestRestart = Math.max(slowestRestart, Date.now() - restartedAt);
        await sleep(quarter);
      }
      return slowestRestart;
    },
  );
  return row('rolling restart of both replicas under load', counts, {
    recovery: `${(slowest / 1000).toFixed(1)} s per replica`,
  });
}

/**
 * Writers log records while the API (embedded PGlite, supervised as `npm start` runs it) is killed
 * with SIGKILL; once it is back, every acknowledged write must be stored, and none twice.
 */
export async function killDuringWrites({ seconds }) {
  const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vg-soak-pglite-'));
  const { url, service } = await startSupervisedApi({ pgliteDir });
  try {
    const member = await seedMember(url, `killed${Date.now()}`);
    const acknowledged = new Set();
    const write = mixedRequests(member).at(-1);
    const load = startLoad(url, [write], {
      connections: 20,
      onAnswer: (request, status) => {
        if (status === 201) acknowledged.add(JSON.parse(request.body).title);
      },
    });
    await sleep((seconds * 1000) / 3);
    const killedAt = Date.now();
    process.kill(service.pid, 'SIGKILL');
    await sleep(200);
    await waitUntilReady(url);
    const recovery = Date.now() - killedAt;
    await sleep((seconds * 1000) / 3);
    const counts = await load.stop();
    const stored = await storedTitles(url, member);
    const lost = [...acknowledged].filter((title) => !stored.has(title)).length;
    const duplicated = [...stored.values()].filter((count) => count > 1).length;
    return row(`kill -9 of the API during writes (${acknowledged.size} acknowledged)`, counts, {
      lost,
      duplicated,
      recovery: `${(recovery / 1000).toFixed(1)} s`,
    });
  } finally {
    await service.stop();
    fs.rmSync(pgliteDir, { recursive: true, force: true });
  }
}

/** Title -> how many records carry it, read back through the API. */
async function storedTitles(url, { token, vehicleId }) {
  const titles = new Map();
  let cursor = null;
  do {
    const query = new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) });
    const response = await fetch(`${url}/api/v1/vehicles/${vehicleId}/maintenance?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await response.json();
    if (!response.ok) throw new Error(`reading back: ${response.status} ${JSON.stringify(body)}`);
    for (const record of body.data) titles.set(record.title, (titles.get(record.title) ?? 0) + 1);
    cursor = body.page.nextCursor;
  } while (cursor);
  return titles;
}

/** Postgres stopped and started again under load: the API reconnects; readiness drops and returns. */
export async function postgresRestart({ postgres, seconds }) {
  const api = await startApi(postgres);
  try {
    const member = await seedMember(api.url, `pgrestart${Date.now()}`);
    const load = startLoad(api.url, mixedRequests(member), { connections: 50 });
    await sleep((seconds * 1000) / 3);
    await postgres.halt('fast');
    let readinessDropped = false;
    for (let i = 0; i < 20 && !readinessDropped; i++) {
      readinessDropped = (await fetch(`${api.url}/api/v1/health/ready`)).status === 503;
      await sleep(100);
    }
    await sleep(1000);
    const startedAt = Date.now();
    await postgres.start();
    await waitUntilReady(api.url);
    const recovery = Date.now() - startedAt;
    // After recovery every request must succeed again.
    const before = { ...load.counts, byStatus: { ...load.counts.byStatus } };
    await sleep((seconds * 1000) / 3);
    const counts = await load.stop();
    const fiveXXAfter = counts.fiveXX - before.fiveXX;
    if (!readinessDropped) throw new Error('readiness never reported the database down');
    if (fiveXXAfter > 0) throw new Error(`${fiveXXAfter} 5xx answers after the database came back`);
    return row('Postgres restarted under load (5xx while it is down)', counts, {
      recovery: `${(recovery / 1000).toFixed(1)} s after it is back`,
    });
  } finally {
    await postgres.start().catch(() => undefined);
    await api.stop();
  }
}

/**
 * One route's statements held up (a table locked by another session): requests to other routes
 * keep their answers, because no route may take more than its share of the pool.
 */
export async function slowDatabase({ postgres, seconds }) {
  const api = await startApi(postgres);
  const locker = new pg.Client({ connectionString: postgres.url });
  await locker.connect();
  try {
    const member = await seedMember(api.url, `slow${Date.now()}`);
    const [, , , write] = mixedRequests(member);
    await locker.query('begin');
    await locker.query('lock table maintenance_records in access exclusive mode');
    const stuck = startLoad(api.url, [write], { connections: 40 });
    await sleep(500);
    const read = mixedRequests(member)[0];
    const others = startLoad(
      api.url,
      [read, () => ({ method: 'GET', path: '/api/v1/health/ready' })],
      {
        connections: 10,
      },
    );
    await sleep(seconds * 1000);
    const otherCounts = await others.stop();
    await locker.query('rollback');
    const stuckCounts = await stuck.stop();
    const ok = otherCounts.byStatus[200] ?? 0;
    if (ok < otherCounts.requests)
      throw new Error(`other routes failed: ${JSON.stringify(otherCounts.byStatus)}`);
    return row('a slow table: other routes keep answering', otherCounts, {
      recovery: `${stuckCounts.requests} held writes answered after the lock`,
    });
  } finally {
    await locker.end();
    await api.stop();
  }
}
