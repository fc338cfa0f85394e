// `npm run dev`: every development server with live reload: the API (tsx
// watch), the development OpenID provider, the host and the four remotes
// (webpack serve). The host's dev server reads the remotes from their dev ports.
import { spawn } from 'node:child_process';
import { ROOT } from './lib/stack.mjs';

const SERVERS = [
  { label: 'api', args: ['run', 'dev', '-w', '@vg/api'] },
  { label: 'oidc', args: ['run', 'dev:oidc', '-w', '@vg/api'] },
  { label: 'host', args: ['run', 'dev', '-w', '@vg/host'] },
  { label: 'garage', args: ['run', 'dev', '-w', '@vg/remote-garage'] },
  { label: 'community', args: ['run', 'dev', '-w', '@vg/remote-community'] },
  { label: 'account', args: ['run', 'dev', '-w', '@vg/remote-account'] },
  { label: 'admin', args: ['run', 'dev', '-w', '@vg/remote-admin'] },
];

const children = SERVERS.map(({ label, args }) => {
  // Its own process group, so stopping reaches npm's children (webpack, tsx) too.
  const child = spawn('npm', args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const relay = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) out.write(`[${label}] ${line}\n`);
    });
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  return child;
});

console.log(
  'Development servers starting: host http://localhost:8080 (remotes 3001-3004, API 4000)',
);
const signalAll = (signal) => {
  for (const child of children) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
};
const stop = () => {
  signalAll('SIGTERM');
  // A dev server still closing its sockets after 3 s is stopped for good.
  setTimeout(() => {
    signalAll('SIGKILL');
    process.exit(0);
  }, 3000);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
