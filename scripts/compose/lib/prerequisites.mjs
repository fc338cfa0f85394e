// What compose:test needs and does not install (CI installs it: scripts/compose/install-docker.sh).
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ROOT, run } from './shell.mjs';

// Every port docker-compose.yml publishes on 127.0.0.1.
export const PUBLISHED_PORTS = [8080, 3001, 3002, 3003, 3004, 4400, 1025, 8025];

export async function checkPrerequisites() {
  const problems = [];
  if (!process.version.startsWith('v22.'))
    problems.push(`Node 22 is needed (this is ${process.version})`);
  const check = async (args, problem) => {
    const { code, output } = await run('docker', args, { allowFail: true });
    if (code !== 0) problems.push(`${problem}: ${output.trim().split('\n').at(-1)}`);
    return output;
  };
  const composeVersion = await check(
    ['compose', 'version', '--short'],
    'the Docker Compose v2 plugin',
  );
  if (/^v?2\.(\d+)/.test(composeVersion) && Number(/^v?2\.(\d+)/.exec(composeVersion)[1]) < 20)
    problems.push(
      `Docker Compose 2.20 or newer is needed for up --wait (found ${composeVersion.trim()})`,
    );
  await check(['buildx', 'version'], 'the buildx plugin (BuildKit builds)');
  await check(['info', '--format', '{{.ServerVersion}}'], 'a running Docker daemon');
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) problems.push(`Chromium at ${chromium} (set CHROMIUM_PATH)`);
  if (!existsSync(path.join(ROOT, 'node_modules/@playwright/test')))
    problems.push('the workspace installed (npm ci)');
  const busy = (await Promise.all(PUBLISHED_PORTS.map(inUse))).filter(Boolean);
  if (busy.length)
    problems.push(
      `ports ${busy.join(', ')} on 127.0.0.1 are taken (another stack? the native e2e suite runs under flock /tmp/vg-e2e.lock)`,
    );
  if (problems.length) {
    throw new Error(`compose:test cannot run here. Missing:\n  - ${problems.join('\n  - ')}`);
  }
}

function inUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(port);
    });
    socket.once('error', () => resolve(null));
  });
}
