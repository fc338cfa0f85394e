// Runs one site exactly as its image does: the image's entrypoint renders the
// templates (with `true` as its final command), then Debian's nginx serves the
// rendered prefix on loopback until stop() is called.
import { spawn, execFile } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { REPO_ROOT } from './apps.mjs';

const run = promisify(execFile);
// Debian installs nginx in /usr/sbin, which is not on every user's PATH.
const NGINX =
  process.env.NGINX_BIN || (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {'host' | 'remote'} role
 * @param {string} prefix  nginx prefix (created)
 * @param {Record<string, string>} env  the site's environment, as a container would get it
 */
export async function renderSite(role, prefix, env) {
  const entrypoint = join(REPO_ROOT, 'deploy', `${role}-entrypoint.sh`);
  return run('sh', [entrypoint, 'true'], {
    env: { PATH: process.env.PATH, NGINX_PREFIX: prefix, LISTEN_ADDRESS: '127.0.0.1', ...env },
  });
}

export async function startSite(role, prefix, env) {
  await renderSite(role, prefix, env);
  const logFile = join(prefix, 'access.log');
  const logFd = openSync(logFile, 'w');
  // As root, nginx would hand requests to workers running as `nobody`, who
  // may not read a build inside a private checkout: keep them as the caller.
  const user = process.getuid?.() === 0 ? ' user root;' : '';
  const nginx = spawn(
    NGINX,
    [
      '-p',
      `${prefix}/`,
      '-c',
      `${prefix}/nginx.conf`,
      '-e',
      'stderr',
      '-g',
      `daemon off; pid ${prefix}/nginx.pid;${user}`,
    ],
    // The access log goes to standard output, as in the image: here a file (nginx opens
    // /dev/stdout itself, which a socket Node would give it cannot be).
    { stdio: ['ignore', logFd, 'pipe'] },
  );
  closeSync(logFd);
  let stderr = '';
  nginx.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  const url = `http://127.0.0.1:${env.LISTEN_PORT}`;
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntilHealthy(url, exited, () => stderr);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, accessLog: () => readFileSync(logFile, 'utf8') };
}

async function waitUntilHealthy(url, exited, stderr) {
  let gone = false;
  exited.then(() => (gone = true));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (gone) throw new Error(`nginx exited before serving ${url}:\n${stderr()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not answer on ${url}/healthz:\n${stderr()}`);
}
