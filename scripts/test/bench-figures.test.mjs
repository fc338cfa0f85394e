// How the benches read their figures (scripts/bench/load.mjs, references.mjs): the CPU time a
// serving process spends, read from /proc, and the table that sets each figure beside the run's
// references, where only the measured rows are held to a target.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { test } from 'node:test';
import { childrenOf, cpuSeconds } from '../bench/load.mjs';
import { printBesideReferences, shareOf } from '../bench/references.mjs';

const figure = (name, requestsPerSecond, failures = 0) => ({
  name,
  requestsPerSecond,
  p50: 1,
  p99: 2,
  failures,
  failureDetail: failures ? `500 x ${failures}` : '',
  cpuMsPerRequest: null,
  nginxCpuMsPerRequest: null,
});

/** The rows printBesideReferences hands to console.table. */
function printedRows(rows, references, targetOf) {
  const table = console.table;
  const log = console.log;
  let printed;
  console.table = (data) => (printed = data);
  console.log = () => {};
  try {
    printBesideReferences('figures', rows, references, targetOf);
  } finally {
    console.table = table;
    console.log = log;
  }
  return printed;
}

test('a measured row is PASS from half the reference, MISS below it or when a request failed; the reference rows are held to nothing', () => {
  const references = { nginx: figure('bare nginx', 10_000), fastify: figure('bare route', 4_000) };
  const half = shareOf(references.nginx, 0.5, 'the nginx file');
  const rows = printedRows(
    [figure('page', 5_000), figure('below', 4_999), figure('failed', 6_000, 1)],
    references,
    half,
  );
  assert.deepEqual(
    rows.map((row) => [row.what, row['% of nginx file'], row['']]),
    [
      ['bare nginx', '100.0%', ''],
      ['bare route', '40.0%', ''],
      ['page', '50.0%', 'PASS'],
      ['below', '50.0%', 'MISS'],
      ['failed', '60.0%', 'MISS'],
    ],
  );
  assert.equal(rows[2].target, '>= 50% of the nginx file (5000 req/s)');
});

test("a child's CPU time is read from /proc, and the child is found among this process's children", async () => {
  // Busy for 300 ms of its own CPU time (not of the clock: the machine may be shared), then idle.
  const child = spawn(process.execPath, [
    '-e',
    'while (process.cpuUsage().user < 300_000); console.log("done"); setInterval(() => {}, 1000)',
  ]);
  try {
    const before = cpuSeconds([child.pid]);
    await once(child.stdout, 'data');
    const spent = cpuSeconds([child.pid]) - before;
    assert.ok(spent >= 0.25 && spent < 5, `counted ${spent} s of CPU`);
    const found = childrenOf(process.pid).find(({ pid }) => pid === child.pid);
    assert.match(found?.command ?? '', /cpuUsage/);
  } finally {
    child.kill();
  }
});
