// `npm run dev`: every development server with live reload: the API (tsx
// watch), the development OpenID provider, the host and the four remotes
// (webpack serve). The host's dev server reads the remotes from their dev ports.
import { lineFormatter } from './lib/log-lines.mjs';
import { ROOT } from './lib/stack.mjs';
import { supervise } from './lib/supervisor.mjs';

const SERVERS = [
  { label: 'api', args: ['run', 'dev', '-w', '@vg/api'] },
  { label: 'oidc', args: ['run', 'dev:oidc', '-w', '@vg/api'] },
  { label: 'host', args: ['run', 'dev', '-w', '@vg/host'] },
  { label: 'garage', args: ['run', 'dev', '-w', '@vg/remote-garage'] },
  { label: 'community', args: ['run', 'dev', '-w', '@vg/remote-community'] },
  { label: 'account', args: ['run', 'dev', '-w', '@vg/remote-account'] },
  { label: 'admin', args: ['run', 'dev', '-w', '@vg/remote-admin'] },
];

const format = lineFormatter();

// Each in its own process group, so stopping reaches npm's children (webpack, tsx) too; one that
// crashes or is killed comes back (scripts/lib/supervisor.mjs).
const servers = SERVERS.map(({ label, args }) =>
  supervise({
    label,
    command: 'npm',
    args,
    group: true,
    env: process.env,
    cwd: ROOT,
    onLine: (line, stream) =>
      (stream === 'stderr' ? process.stderr : process.stdout).write(`${format(label, line)}\n`),
  }),
);

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
