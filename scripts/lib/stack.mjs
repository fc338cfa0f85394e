// The native stack: the same topology as docker-compose.yml without Docker, the host and remotes
// served by the images' own nginx configuration where nginx is installed (docs/adr/0022).
// Used by `npm start`, the end-to-end suite (which stops and restarts single remotes to prove
// failure isolation) and the benches.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { lineFormatter } from './log-lines.mjs';
import { nginxBinary, startSite } from './nginx-site.mjs';
import { hostDevServer, listen, remoteDevServer } from './dev-server.mjs';
import { supervise } from './supervisor.mjs';

const require = createRequire(import.meta.url);
const { APP_PORTS, REMOTES, remoteRegistryFor } = require('../../shared/federation/ports.js');

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const API_PORT = Number(process.env.API_PORT) || 4000;
export const OIDC_PORT = Number(process.env.OIDC_PORT) || 4400;
export { APP_PORTS, REMOTES };

const distOf = (app) => path.join(ROOT, app === 'host' ? 'host' : `remote-${app}`, 'dist');

const registryFile = (env) =>
  env.REMOTES_FILE
    ? path.resolve(ROOT, env.REMOTES_FILE)
    : path.join(ROOT, 'releases/remotes.json');

/** The registry: a file written by deploy/point-registry.mjs wins, read on every request. */
function currentRegistry(env) {
  const file = registryFile(env);
  return fs.existsSync(file)
    ? { ...remoteRegistryFor(env), ...JSON.parse(fs.readFileSync(file, 'utf8')) }
    : remoteRegistryFor(env);
}

/**
 * Where a developer may load one remote from instead of the registry (README, "Working on one
 * remote"). The native stack runs on a developer's machine: its own localhost by default.
 */
export function overrideOriginsFor(env) {
  return (env.REMOTE_OVERRIDE_ORIGINS ?? 'http://localhost:* http://127.0.0.1:*')
    .split(/\s+/)
    .filter(Boolean);
}

/** /remotes.json as the host reads it: the registry and the allowed override origins. */
function registryDocument(env) {
  return { ...currentRegistry(env), overrideOrigins: overrideOriginsFor(env) };
}

const apiTargets = (env) =>
  (env.API_URL || `http://127.0.0.1:${API_PORT}`)
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);

/** The host on the development server: one API, the first of API_URL. */
const hostServer = (env) =>
  hostDevServer({
    root: distOf('host'),
    api: apiTargets(env)[0],
    registry: () => registryDocument(env),
  });

const remoteServer = (remote, env = process.env) =>
  remoteDevServer({
    root: distOf(remote),
    releases: path.join(ROOT, 'releases', remote),
    hostOrigin: env.HOST_ORIGIN || `http://localhost:${APP_PORTS.host}`,
  });

/**
 * Asks `url` every `intervalMs` until it answers below 500 (a readiness check answers 503 until
 * ready); returns how long that took.
 */
export async function waitForHttp(url, timeoutMs = 30_000, intervalMs = 200) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return Date.now() - started;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const format = lineFormatter();

/** The API's environment in the native stack. */
export function apiEnvironment(env) {
  return {
    ...env,
    PORT: String(API_PORT),
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN || `http://localhost:${APP_PORTS.host}`,
    OIDC_ISSUER: env.OIDC_ISSUER || `http://localhost:${OIDC_PORT}`,
    // The one proxy in front is the host's nginx (or the development server), on loopback; it
    // sets X-Forwarded-For from the socket it saw (docs/security.md T27).
    TRUST_PROXY: env.TRUST_PROXY || 'loopback',
  };
}

/** A Node service of the stack, restarted when it crashes (scripts/lib/supervisor.mjs). */
function startNode(script, env, label) {
  const quiet = env.VG_QUIET === '1';
  return supervise({
    label,
    args: [script],
    env,
    cwd: ROOT,
    onLine: (line, stream) => {
      if (quiet) return;
      (stream === 'stderr' ? console.error : console.log)(format(label, line));
    },
  });
}

/**
 * Which server the stack's sites run on: the images' nginx configuration (deploy/nginx) with the
 * machine's nginx when one is installed, so what runs here is what ships; the development server
 * otherwise. VG_SERVER=nginx|dev chooses.
 */
export function siteServerFor(env = process.env) {
  const asked = env.VG_SERVER;
  if (asked && asked !== 'nginx' && asked !== 'dev')
    throw new Error(`VG_SERVER must be nginx or dev, got: ${asked}`);
  if (asked === 'nginx' && !nginxBinary(env))
    throw new Error('VG_SERVER=nginx, but nginx is not installed (apt-get install nginx-light)');
  return asked ?? (nginxBinary(env) ? 'nginx' : 'dev');
}

/** The sites' environment, as docker-compose.yml gives the images, on this machine's ports. */
function siteEnvironments(env) {
  const registry = remoteRegistryFor(env);
  const hostOrigin = env.HOST_ORIGIN || `http://localhost:${APP_PORTS.host}`;
  const remoteUrls = Object.fromEntries(
    REMOTES.map((remote) => [`REMOTE_${remote.toUpperCase()}_URL`, registry[remote]]),
  );
  return {
    host: {
      LISTEN_PORT: String(APP_PORTS.host),
      SITE_ROOT: distOf('host'),
      API_UPSTREAM: apiTargets(env).join(','),
      // Addresses need no lookup while nginx runs.
      API_RESOLVER: '',
      REMOTE_OVERRIDE_ORIGINS: overrideOriginsFor(env).join(' '),
      ...remoteUrls,
    },
    ...Object.fromEntries(
      REMOTES.map((remote) => [
        remote,
        {
          LISTEN_PORT: String(APP_PORTS[remote]),
          SITE_ROOT: distOf(remote),
          RELEASES_DIR: path.join(ROOT, 'releases', remote),
          HOST_ORIGIN: hostOrigin,
        },
      ]),
    ),
  };
}

/**
 * Keeps `dir`/remotes.json, which the host's nginx serves, equal to the registry as it is now. The
 * image's entrypoint follows REGISTRY_FILE every few seconds; here a release pointed by
 * deploy/point-registry.mjs must reach the very next page load, as it does on the development
 * server, so the file is rewritten (whole, then renamed) as soon as the registry file changes.
 */
function followRegistry(env, dir) {
  const write = () => {
    fs.writeFileSync(path.join(dir, 'remotes.json.next'), JSON.stringify(registryDocument(env)));
    fs.renameSync(path.join(dir, 'remotes.json.next'), path.join(dir, 'remotes.json'));
  };
  write();
  const file = registryFile(env);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const watcher = fs.watch(path.dirname(file), (_event, name) => {
    if (name === path.basename(file)) write();
  });
  return () => watcher.close();
}

/** The five sites on nginx, each from its own prefix; `start(site)` (re)starts one. */
function nginxSites(env) {
  const prefixRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'vg-nginx-'));
  const environments = siteEnvironments(env);
  const registryDir = path.join(prefixRoot, 'registry');
  environments.host.REGISTRY_DIR = registryDir;
  let unfollow = () => {};
  const quiet = env.VG_QUIET === '1';
  const running = new Map();
  return {
    async start(site) {
      const prefix = path.join(prefixRoot, site);
      fs.mkdirSync(prefix, { recursive: true });
      running.set(
        site,
        await startSite(site === 'host' ? 'host' : 'remote', prefix, environments[site], {
          onLine: (line) => !quiet && console.error(format(site, line)),
        }),
      );
      // After the entrypoint wrote its own from the environment.
      if (site === 'host') unfollow = followRegistry(env, registryDir);
    },
    async stop(site) {
      await running.get(site)?.stop();
      running.delete(site);
    },
    async stopAll() {
      unfollow();
      await Promise.all([...running.keys()].map((site) => this.stop(site)));
      fs.rmSync(prefixRoot, { recursive: true, force: true });
    },
  };
}

/** The five sites on the development server. */
function devSites(env) {
  const servers = new Map();
  const close = (server) =>
    new Promise((resolve) => server.close(() => resolve()).closeAllConnections());
  const make = (site) => (site === 'host' ? hostServer(env) : remoteServer(site, env));
  return {
    async start(site) {
      servers.set(site, await listen(make(site), APP_PORTS[site]));
    },
    async stop(site) {
      const server = servers.get(site);
      if (server?.listening) await close(server);
      servers.delete(site);
    },
    async stopAll() {
      await Promise.all([...servers.keys()].map((site) => this.stop(site)));
    },
  };
}

/**
 * Starts the whole stack. Returns handles to stop it, or single remotes.
 * `withApi: false` serves the front end only (the API may not be built).
 */
export async function startStack({ env = process.env, withApi = true } = {}) {
  /** The supervised Node services by name: { api, oidc }. */
  const services = {};
  const server = siteServerFor(env);
  const sites = server === 'nginx' ? nginxSites(env) : devSites(env);
  if (withApi) {
    const apiEnv = apiEnvironment(env);
    services.oidc = startNode(
      'api/dist/dev-oidc/index.js',
      { ...apiEnv, DEV_OIDC_PORT: String(OIDC_PORT) },
      'oidc',
    );
    services.api = startNode('api/dist/index.js', apiEnv, 'api');
  }
  const stop = async () => {
    await sites.stopAll();
    await Promise.all(Object.values(services).map((service) => service.stop()));
  };

  try {
    const started = await Promise.allSettled(['host', ...REMOTES].map((site) => sites.start(site)));
    const failed = started.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    if (withApi) {
      await waitForHttp(`http://127.0.0.1:${API_PORT}/api/v1/health/ready`, 60_000);
      await waitForHttp(`http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`, 30_000);
    }
  } catch (error) {
    // A port in use or a service that never came up: leave nothing running behind.
    await stop();
    throw error;
  }

  return {
    server,
    urls: {
      host: `http://localhost:${APP_PORTS.host}`,
      ...Object.fromEntries(
        REMOTES.map((remote) => [remote, `http://localhost:${APP_PORTS[remote]}`]),
      ),
      api: `http://localhost:${APP_PORTS.host}/api/v1`,
      apiDocs: `http://localhost:${APP_PORTS.host}/api/v1/docs`,
      outbox: `http://localhost:${APP_PORTS.host}/api/v1/dev/outbox/view`,
      oidc: `http://localhost:${OIDC_PORT}`,
    },
    stopRemote: (remote) => sites.stop(remote),
    startRemote: (remote) => sites.start(remote),
    services,
    stop,
  };
}
