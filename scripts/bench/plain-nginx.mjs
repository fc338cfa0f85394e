// A minimal nginx site on a free loopback port: the shipped nginx.conf's main settings (workers,
// connections, sendfile, keep-alive) and `root`, with `locations` (nginx text) inside its server,
// no log. The bare static file the figures are printed beside (references.mjs), and the
// single-bundle comparison of `npm run bench` (an app with no host rules of its own).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nginxBinary } from '../lib/nginx-site.mjs';
import { freeLoopbackPort } from '../lib/throwaway-postgres.mjs';
import { childrenOf } from './load.mjs';

/** Asks `url` until it answers below 500 (5 s at most). */
export async function untilAnswering(url) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} never answered`);
}

/** @returns {Promise<{ origin: string, pids: number[], stop: () => Promise<void> }>} */
export async function startPlainNginx({ root, locations = '', port }) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'vg-bench-nginx-'));
  fs.mkdirSync(path.join(prefix, 'tmp'));
  const listen = port ?? (await freeLoopbackPort());
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `worker_processes auto;
error_log stderr;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  client_body_temp_path tmp;
  proxy_temp_path tmp;
  fastcgi_temp_path tmp;
  uwsgi_temp_path tmp;
  scgi_temp_path tmp;
  server {
    listen 127.0.0.1:${listen};
    root ${root};
    ${locations}
  }
}
`,
  );
  // As root, workers would run as nobody (scripts/lib/nginx-site.mjs says why they must not).
  const user = process.getuid?.() === 0 ? ' user root;' : '';
  const nginx = spawn(
    nginxBinary() ?? 'nginx',
    [
      '-p',
      `${prefix}/`,
      '-c',
      'nginx.conf',
      '-e',
      'stderr',
      '-g',
      `daemon off; pid nginx.pid;${user}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const origin = `http://127.0.0.1:${listen}`;
  await untilAnswering(`${origin}/`);
  return {
    origin,
    pids: [
      nginx.pid,
      ...childrenOf(nginx.pid)
        .filter(({ command }) => command.startsWith('nginx: worker'))
        .map(({ pid }) => pid),
    ],
    stop: async () => {
      if (nginx.exitCode === null) {
        nginx.kill('SIGTERM');
        await once(nginx, 'exit');
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
