// The supervisor of `npm start` and `npm run dev` on a child that only idles: a crash is restarted
// after a pause that doubles, an asked-for restart is immediate, and stop() ends it for good.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { supervise } from '../lib/supervisor.mjs';

const IDLE = ['-e', 'setInterval(() => {}, 1000)'];
const until = async (condition, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

test('restarts a crashed child with a growing pause, an edited one at once, and stops for good', async () => {
  const lines = [];
  const child = supervise({
    label: 'idle',
    args: IDLE,
    env: process.env,
    cwd: process.cwd(),
    onLine: () => {},
    say: (line) => lines.push(line),
  });
  let pid = child.pid;
  for (const pause of ['0.5', '1']) {
    process.kill(pid, 'SIGKILL');
    await until(() => child.pid !== pid);
    pid = child.pid;
    assert.equal(
      lines.at(-1),
      `[idle] was killed (SIGKILL); restarting in ${pause} s (restart ${child.restarts})`,
    );
  }
  const beforeEdit = Date.now();
  child.restart('src/app.ts changed');
  await until(() => child.pid !== pid);
  assert.ok(Date.now() - beforeEdit < 1000, 'an asked-for restart waits for no pause');
  assert.equal(lines.at(-1), '[idle] src/app.ts changed: restarting');
  assert.equal(child.restarts, 2, 'an asked-for restart is not counted as a crash');

  const last = child.pid;
  await child.stop();
  await new Promise((resolve) => setTimeout(resolve, 700));
  assert.equal(child.pid, last);
  assert.throws(() => process.kill(last, 0), { code: 'ESRCH' });
});
