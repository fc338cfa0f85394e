// `npm run dev`: every development server with live reload: the API and the
// development OpenID provider (TypeScript through tsx, started again when
// api/src changes), the host and the four remotes (webpack serve). The host's
// dev server reads the remotes from their dev ports.
import fs from 'node:fs';
import path from 'node:path';
import { lineFormatter } from './lib/log-lines.mjs';
import { ROOT } from './lib/stack.mjs';
import { supervise } from './lib/supervisor.mjs';

// The API's servers run under the supervisor directly (not `tsx watch`, which waits for an edit after a
// crash): a crash restarts them with backoff, an edit of api/src restarts them at once.
const viaTsx = (entry) => ({
  command: process.execPath,
  args: ['--conditions=vg-source', '--import', 'tsx', entry],
});
const API_SERVERS = [
  { label: 'api', ...viaTsx('api/src/index.ts') },
  { label: 'oidc', ...viaTsx('api/src/dev-oidc/index.ts') },
];
const SERVERS = [
  ...API_SERVERS,
  { label: 'host', args: ['run', 'dev', '-w', '@vg/host'] },
  { label: 'garage', args: ['run', 'dev', '-w', '@vg/remote-garage'] },
  { label: 'community', args: ['run', 'dev', '-w', '@vg/remote-community'] },
  { label: 'account', args: ['run', 'dev', '-w', '@vg/remote-account'] },
  { label: 'admin', args: ['run', 'dev', '-w', '@vg/remote-admin'] },
];

const format = lineFormatter();

// Each in its own process group, so stopping reaches npm's children (webpack, tsx) too; one that
// crashes or is killed comes back (scripts/lib/supervisor.mjs).
const servers = SERVERS.map(({ label, command = 'npm', args }) =>
  supervise({
    label,
    command,
    args,
    group: true,
    env: process.env,
    cwd: ROOT,
    onLine: (line, stream) =>
      (stream === 'stderr' ? process.stderr : process.stdout).write(`${format(label, line)}\n`),
  }),
);

// An edit of the API's code: both its servers start again, once the editor has finished saving.
let pendingRestart;
fs.watch(path.join(ROOT, 'api/src'), { recursive: true }, (_event, file) => {
  clearTimeout(pendingRestart);
  pendingRestart = setTimeout(() => {
    for (const server of servers.slice(0, API_SERVERS.length))
      server.restart(`api/src/${file ?? ''} changed`);
  }, 200);
});

console.log(
  'Development servers starting: host http://localhost:8080 (remotes 3001-3004, API 4000)',
);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  // A dev server still closing its sockets after 3 s is stopped for good.
  await Promise.all(servers.map((server) => server.stop(3000)));
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
