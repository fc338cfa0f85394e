// Runs one site exactly as its image does: the image's entrypoint renders the templates of
// deploy/nginx and replaces itself with Debian's nginx, which serves the rendered prefix on
// loopback until stop() is called. Used by the native stack (scripts/lib/stack.mjs) and the
// deploy tests (deploy/test/nginx*.test.mjs).
import { spawn, execFile } from 'node:child_process';
import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

const executable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The nginx to run: NGINX_BIN, else one on PATH, else Debian's /usr/sbin/nginx (not on every
 * user's PATH); null when none is installed.
 */
export function nginxBinary(env = process.env) {
  if (env.NGINX_BIN) return env.NGINX_BIN;
  const onPath = (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, 'nginx'))
    .find(executable);
  return onPath ?? (executable('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null);
}

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

const entrypointOf = (role) => join(REPO_ROOT, 'deploy', `${role}-entrypoint.sh`);
const siteEnv = (prefix, env) => ({
  PATH: process.env.PATH,
  NGINX_PREFIX: prefix,
  LISTEN_ADDRESS: '127.0.0.1',
  ...env,
});

/**
 * Renders the site only (the entrypoint with `true` as its final command).
 * @param {'host' | 'remote'} role
 * @param {string} prefix  nginx prefix (created)
 * @param {Record<string, string>} env  the site's environment, as a container would get it
 */
export async function renderSite(role, prefix, env) {
  return run('sh', [entrypointOf(role), 'true'], { env: siteEnv(prefix, env) });
}

/**
 * Starts the site as its image does. The access log goes to `${prefix}/access.log` (nginx opens
 * /dev/stdout itself, which a socket Node would give it cannot be); `onLine` gets each line nginx
 * and the entrypoint write to stderr.
 * @returns {Promise<{ url: string, stop: () => Promise<void>, accessLog: () => string }>}
 */
export async function startSite(role, prefix, env, { onLine } = {}) {
  const nginx = nginxBinary();
  if (!nginx) throw new Error('nginx is not installed (apt-get install nginx-light)');
  mkdirSync(prefix, { recursive: true });
  const logFile = join(prefix, 'access.log');
  const logFd = openSync(logFile, 'w');
  // As root, nginx would hand requests to workers running as `nobody`, who
  // may not read a build inside a private checkout: keep them as the caller.
  const user = process.getuid?.() === 0 ? ' user root;' : '';
  const child = spawn(
    'sh',
    [
      entrypointOf(role),
      nginx,
      '-p',
      `${prefix}/`,
      '-c',
      `${prefix}/nginx.conf`,
      '-e',
      'stderr',
      '-g',
      `daemon off; pid ${prefix}/nginx.pid;${user}`,
    ],
    { env: siteEnv(prefix, env), stdio: ['ignore', logFd, 'pipe'] },
  );
  closeSync(logFd);
  let stderr = '';
  let rest = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (line) onLine?.(line);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${env.LISTEN_PORT}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntilHealthy(url, exited, () => stderr);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    stop,
    accessLog: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
  };
}

async function waitUntilHealthy(url, exited, stderr) {
  let gone = false;
  exited.then(() => (gone = true));
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (gone) {
      const error = new Error(`nginx exited before serving ${url}:\n${stderr()}`);
      // As a Node server would say it, so `npm start` names the port (scripts/start.mjs).
      if (/Address already in use/.test(stderr()))
        Object.assign(error, { code: 'EADDRINUSE', port: Number(new URL(url).port) });
      throw error;
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not answer on ${url}/healthz:\n${stderr()}`);
}
