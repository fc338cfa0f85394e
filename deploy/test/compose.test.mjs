// docker-compose.yml and the Dockerfiles, checked without a Docker engine:
// the compose-spec schema and best-practice rules (dclint), then the topology
// the platform needs: every service, each with a health check, each remote on
// its own origin, the host's registry pointing at them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REMOTES, REPO_ROOT } from './support/apps.mjs';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const dclintPackage = require.resolve('dclint/package.json');
// The YAML parser dclint itself uses, resolved from dclint: no second copy.
const { parse } = createRequire(dclintPackage)('yaml');

const COMPOSE_FILE = join(REPO_ROOT, 'docker-compose.yml');
const compose = parse(readFileSync(COMPOSE_FILE, 'utf8'), { merge: true });
const services = compose.services;
const REMOTE_PORTS = { garage: 3001, community: 3002, account: 3003, admin: 3004 };
const HOST_ORIGIN = 'http://localhost:8080';

const read = (path) => readFileSync(join(REPO_ROOT, path), 'utf8');
const publishedPorts = (service) =>
  (service.ports ?? []).map((port) => Number(String(port).split(':').at(-2)));
// `${NAME:-default}` as compose would resolve it with NAME unset.
const withDefaults = (value) => String(value).replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');

// The one Dockerfile's stages, each with its base (a build argument resolved to its default) and
// its own lines, from its FROM to the next.
const DOCKERFILE = read('Dockerfile');
const baseDefaults = Object.fromEntries(
  [...DOCKERFILE.slice(0, DOCKERFILE.indexOf('\nFROM ')).matchAll(/^ARG (\w+)=(\S+)$/gm)].map(
    (m) => [m[1], m[2]],
  ),
);
const STAGES = DOCKERFILE.split(/^(?=FROM )/m)
  .slice(1)
  .map((text) => {
    const [, base, name] = /^FROM (\S+)(?: AS (\S+))?/.exec(text);
    return {
      base: base.replace(/^\$\{(\w+)\}$/, (_, arg) => baseDefaults[arg] ?? arg),
      name,
      text,
    };
  });
/** A target's stage and the stages it is built on, the first one first. */
function stageChain(target) {
  const chain = [];
  for (let stage = STAGES.find((s) => s.name === target); stage;) {
    chain.unshift(stage);
    stage = STAGES.find((s) => s.name === stage.base);
  }
  return chain;
}

test('dclint finds no error and no warning in docker-compose.yml', async () => {
  const dclint = join(dclintPackage, '..', require(dclintPackage).bin.dclint);
  const { stdout } = await run(
    process.execPath,
    [dclint, COMPOSE_FILE, '--max-warnings', '0', '--no-color'],
    {
      cwd: REPO_ROOT,
    },
  );
  assert.doesNotMatch(stdout, /\b(error|warning)\b/);
});

test('names every service of the platform, each with a health check', () => {
  const expected = ['postgres', 'api', 'host', ...REMOTES, 'mailpit', 'dev-oidc', 'worker'];
  // api-network only holds the network the API and the provider share: running is its health.
  assert.deepEqual(Object.keys(services).sort(), [...expected, 'api-network'].sort());
  assert.deepEqual(services['api-network'].healthcheck.test, ['CMD', 'true']);
  for (const name of expected) {
    const service = services[name];
    assert.ok(
      Array.isArray(service.healthcheck?.test) && service.healthcheck.test.length > 1,
      `${name} health check`,
    );
  }
});

test('runs Postgres 18 and starts the API only once it is healthy', () => {
  assert.match(withDefaults(services.postgres.image), /^postgres:18\b/);
  assert.ok(services.postgres.healthcheck.test.includes('pg_isready'));
  assert.equal(services.api.depends_on.postgres.condition, 'service_healthy');
  assert.match(services.api.environment.DATABASE_URL, /^postgres:\/\/[^@]+@postgres:5432\//);
  assert.equal(services.api.build.dockerfile ?? 'Dockerfile', 'Dockerfile');
  assert.equal(services.api.build.target, 'api');
  assert.equal(services.api.environment.PUBLIC_ORIGIN, HOST_ORIGIN);
});

test('calls the API healthy when it is ready, and gives it time to drain on stop', () => {
  assert.ok(services.api.healthcheck.test.join(' ').includes('/api/v1/health/ready'));
  assert.equal(services.api.stop_grace_period, '15s');
});

test('sends the API mail to Mailpit', () => {
  assert.match(withDefaults(services.mailpit.image), /^axllent\/mailpit:v\d/);
  assert.deepEqual(publishedPorts(services.mailpit).sort(), [1025, 8025]);
  assert.equal(services.api.environment.SMTP_URL, 'smtp://mailpit:1025');
});

test('runs the development OpenID provider from the API image on 4400, in a network it shares with the API', () => {
  const devOidc = services['dev-oidc'];
  const holder = services['api-network'];
  assert.deepEqual(devOidc.build, services.api.build);
  assert.deepEqual(devOidc.command, ['node', 'dist/dev-oidc/index.js']);
  // Held by a container of its own, so restarting the API does not cut the provider off.
  assert.equal(devOidc.network_mode, 'service:api-network');
  assert.equal(services.api.network_mode, 'service:api-network');
  assert.deepEqual(holder.networks.default.aliases, ['api']);
  assert.deepEqual(publishedPorts(holder), [4400]);
  assert.equal(devOidc.environment.DEV_OIDC_PORT, 4400);
  assert.equal(devOidc.environment.DEV_OIDC_HOST, '0.0.0.0');
  for (const name of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_REDIRECT_URI']) {
    assert.equal(devOidc.environment[name], services.api.environment[name], name);
  }
  assert.equal(services.api.environment.OIDC_ISSUER, 'http://localhost:4400');
});

test('serves each remote on its own origin, allowing the host origin', () => {
  for (const remote of REMOTES) {
    const service = services[remote];
    assert.equal(service.build.dockerfile ?? 'Dockerfile', 'Dockerfile', `${remote} Dockerfile`);
    assert.equal(service.build.target, 'remote', `${remote} target`);
    assert.equal(service.build.args.REMOTE, remote, `${remote} REMOTE`);
    assert.deepEqual(publishedPorts(service), [REMOTE_PORTS[remote]], `${remote} port`);
    assert.equal(service.environment.HOST_ORIGIN, HOST_ORIGIN);
  }
});

test('points the host at every remote and proxies /api/ to the API', () => {
  const { environment } = services.host;
  assert.deepEqual(publishedPorts(services.host), [8080]);
  assert.equal(environment.API_UPSTREAM, 'http://api:4000');
  assert.equal(services.host.depends_on.api.condition, 'service_healthy');
  for (const remote of REMOTES) {
    const url = withDefaults(environment[`REMOTE_${remote.toUpperCase()}_URL`]);
    assert.equal(url, `http://localhost:${REMOTE_PORTS[remote]}/mf-manifest.json`);
  }
});

test('builds every image from the whole workspace, small and non-root, with a health check', () => {
  const workspaces = JSON.parse(read('package.json')).workspaces;
  // One file builds them all, as targets: the API, the host and the remote named by REMOTE.
  const images = [
    { target: 'host', workspace: '@vg/host', runtime: 'nginx:1.27-alpine' },
    { target: 'api', workspace: '@vg/api', runtime: 'node:22-slim' },
    { target: 'remote', workspace: '@vg/remote-${REMOTE}', runtime: 'nginx:1.27-alpine' },
  ];
  const text = DOCKERFILE;
  assert.equal(STAGES[0].base, 'node:22-slim', 'the install stage builds on node:22-slim');
  for (const folder of workspaces) {
    assert.ok(
      text.includes(`COPY ${folder}/package.json ${folder}/`),
      `copies ${folder}/package.json for npm ci`,
    );
  }
  // The builder's own frontend: a `# syntax=` line would pull one from Docker Hub.
  assert.doesNotMatch(text, /^# *syntax *=/im, 'names no frontend image');
  // npm reaches the registry with the bundle given as a build secret, which no layer keeps.
  assert.match(text, /^RUN .*--mount=type=secret,id=ca .*npm ci --no-audit --no-fund$/m);
  // No build argument before npm ci in its stage: the install layer is the same for every image.
  const installStage = text.slice(text.indexOf('\nFROM '), text.indexOf('npm ci --no-audit'));
  assert.doesNotMatch(installStage, /^ARG /m, 'declares no argument before npm ci');
  assert.ok(
    text.indexOf('COPY scripts/lockfile-platform-stubs.mjs scripts/') > -1 &&
      text.indexOf('COPY scripts/lockfile-platform-stubs.mjs scripts/') <
        text.indexOf('npm ci --no-audit'),
    "copies the root postinstall's script before npm ci",
  );
  assert.match(text, /^ARG SOURCE_MAPS=false$/m, 'leaves source maps out unless asked');
  for (const { target, workspace, runtime } of images) {
    const chain = stageChain(target);
    assert.ok(chain.length > 0, `a stage named ${target}`);
    assert.equal(chain[0].base, runtime, `${target} runs on ${runtime}`);
    assert.ok(text.includes(`RUN npm run build -w ${workspace}`), `${target} builds ${workspace}`);
    // What the runtime stage and the stages it is built on say, the last word last.
    const runtimeText = chain.map((stage) => stage.text).join('');
    const user = [...runtimeText.matchAll(/^USER (\S+)/gm)].at(-1)?.[1];
    assert.ok(user && !/^(root|0)(:|$)/.test(user), `${target} runs as a non-root user`);
    assert.match(runtimeText, /^HEALTHCHECK /m, `${target} has a health check`);
  }
});

test('builds the four remotes from one Dockerfile target, the remote named by REMOTE', () => {
  for (const remote of REMOTES)
    assert.ok(!existsSync(join(REPO_ROOT, `remote-${remote}`, 'Dockerfile')), `remote-${remote}`);
  const build = stageChain('remote-build');
  const own = build.at(-1).text;
  assert.match(own, /^COPY remote-\$\{REMOTE:?[^}]*\} remote-\$\{REMOTE\}$/m);
  assert.match(own, /^RUN npm run build -w @vg\/remote-\$\{REMOTE\} /m);
  assert.match(
    stageChain('remote').at(-1).text,
    /^COPY --from=remote-build \/repo\/remote-\$\{REMOTE\}\/dist \/srv\/site$/m,
  );
  // What comes before the remote's own folder is one set of layers for every remote and the
  // host: no stage below it reads REMOTE, and none copies a remote's folder, so a change in one
  // remote rebuilds that remote's build step alone.
  for (const stage of build.slice(0, -1)) {
    assert.doesNotMatch(stage.text, /\bREMOTE\b/, `${stage.name} does not read REMOTE`);
    assert.doesNotMatch(stage.text, /^COPY remote-[\w${}-]+ /m, `${stage.name} copies no remote`);
  }
  assert.deepEqual(
    stageChain('host-build')
      .slice(0, -1)
      .map((stage) => stage.name),
    build.slice(0, -1).map((stage) => stage.name),
    'the host builds on the same stages',
  );
});

test('offers the job worker as an optional service on the API image, beside the same database and mail', () => {
  const { worker, api } = services;
  assert.deepEqual(worker.profiles, ['worker'], 'not started unless asked for');
  assert.deepEqual(worker.build, api.build);
  assert.deepEqual(worker.command, ['node', 'dist/worker.js']);
  for (const name of [
    'DATABASE_URL',
    'JWT_SECRET_FILE',
    'PUBLIC_ORIGIN',
    'SMTP_URL',
    'NODE_ENV',
    'ALLOW_DEVELOPMENT_SIGN_IN',
  ])
    assert.equal(worker.environment[name], api.environment[name], name);
  assert.equal(worker.depends_on.postgres.condition, 'service_healthy');
  assert.match(worker.healthcheck.test.join(' '), /vg-worker-alive/);
  assert.ok(read('api/src/worker.ts').includes("'/tmp/vg-worker-alive'"));
});

// docs/security.md T25: a JWT secret written in the compose file is a secret anyone can read.
test('ships no JWT secret: the API and the worker read one generated into a volume on first start', () => {
  for (const [name, service] of Object.entries(services)) {
    const environment = service.environment ?? {};
    assert.equal(withDefaults(environment.JWT_SECRET ?? ''), '', `${name} sets no JWT_SECRET`);
  }
  const file = services.api.environment.JWT_SECRET_FILE;
  assert.match(file, /^\/app\/secrets\//);
  for (const name of ['api', 'worker']) {
    assert.equal(services[name].environment.JWT_SECRET_FILE, file, `${name} reads the same file`);
    assert.ok(
      services[name].volumes.includes('jwt-secret:/app/secrets'),
      `${name} mounts the secret's volume`,
    );
  }
  assert.ok('jwt-secret' in compose.volumes);
  // The API image's entrypoint is what writes it (tested below).
  assert.match(read('Dockerfile'), /^ENTRYPOINT \["\/bin\/sh", "\/opt\/vg\/api-entrypoint.sh"\]$/m);
  assert.match(read('Dockerfile'), /^COPY deploy\/api-entrypoint.sh \/opt\/vg\/$/m);
});

test('says with one setting that it runs the development OpenID provider, and nothing else does', () => {
  for (const name of ['api', 'worker'])
    assert.equal(services[name].environment.ALLOW_DEVELOPMENT_SIGN_IN, 'true', name);
  assert.equal(services.api.environment.NODE_ENV, 'production');
  const text = read('docker-compose.yml');
  assert.equal(text.match(/ALLOW_DEVELOPMENT_SIGN_IN:/g)?.length, 1, 'set once, in one anchor');
  assert.match(read('docs/deploy.md'), /ALLOW_DEVELOPMENT_SIGN_IN/);
});

test('the API entrypoint writes a random secret once, readable only by its user, and keeps it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'vg-api-entrypoint-'));
  const file = join(dir, 'jwt-secret');
  const entrypoint = join(REPO_ROOT, 'deploy', 'api-entrypoint.sh');
  const start = () =>
    run('sh', [entrypoint, process.execPath, '-e', "process.stdout.write('started')"], {
      env: { ...process.env, JWT_SECRET_FILE: file },
    });
  const first = await start();
  assert.equal(first.stdout, 'started', 'it runs the command it is given');
  const secret = readFileSync(file, 'utf8');
  assert.match(secret, /^[A-Za-z0-9_-]{64}$/);
  assert.equal(statSync(file).mode & 0o077, 0, 'no access for group or others');
  await start();
  assert.equal(readFileSync(file, 'utf8'), secret, 'a second start keeps the first secret');
  const other = join(dir, 'other');
  await run('sh', [entrypoint, 'true'], { env: { ...process.env, JWT_SECRET_FILE: other } });
  assert.notEqual(readFileSync(other, 'utf8'), secret, 'each volume its own secret');
});

test('builds every image on the bases compose names, official unless told otherwise, with the npm bundle as a secret', () => {
  const built = Object.entries(services).filter(([, service]) => service.build);
  for (const [name, service] of built) {
    assert.equal(withDefaults(service.build.args.NODE_IMAGE), 'node:22-slim', name);
    assert.equal(withDefaults(service.build.args.NGINX_IMAGE), 'nginx:1.27-alpine', name);
    assert.deepEqual(service.build.secrets, ['ca'], name);
  }
  assert.equal(withDefaults(compose.secrets.ca.file), '/dev/null', 'no bundle unless one is given');
});

test('runs every container of the API image with a read-only root filesystem, writing only to /tmp and volumes', () => {
  for (const name of ['api', 'dev-oidc', 'worker']) {
    assert.equal(services[name].read_only, true, name);
    assert.deepEqual(services[name].tmpfs, ['/tmp'], name);
  }
  for (const name of ['host', ...REMOTES]) assert.equal(services[name].read_only, true, name);
});

test('lets the host follow the registry a team points, with no restart', () => {
  const { host } = services;
  assert.equal(host.environment.REGISTRY_FILE, '/srv/registry/remotes.json');
  assert.ok(host.volumes.includes('./releases:/srv/registry:ro'));
});
