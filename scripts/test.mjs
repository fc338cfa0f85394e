// `npm test`: every check the project has, in the order a failure is cheapest
// to find: lint, types, unit tests, API integration tests (embedded database,
// and a real Postgres server when one can be started), production builds,
// deployment checks, the API's process-level checks, the fault suite (short),
// then end-to-end tests in Chromium against the builds.
// Ends with one line: "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/stack.mjs';

const RESULTS = path.join(ROOT, '.cache/test-results');
fs.rmSync(RESULTS, { recursive: true, force: true });
fs.mkdirSync(RESULTS, { recursive: true });

const only = process.argv.slice(2);
const withPostgres = process.env.VG_TEST_POSTGRES === '1' || process.env.CI === 'true';

/** A step of `node --test` files, counted from its TAP report. */
const nodeTestStep = (name, files, options = []) => ({
  name,
  command: [
    'node',
    '--test',
    ...options,
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${RESULTS}/${name}.tap`,
    ...files,
  ],
  counts: () => tapCounts(`${RESULTS}/${name}.tap`),
});

const steps = [
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings=0'] },
  // Each import rule of the lint config shown to fire on code that breaks it.
  nodeTestStep('boundaries', ['scripts/lint/*.test.mjs']),
  // Comments naming a tracker entry or a file that is not there, imports reaching into another package.
  { name: 'drift', command: ['node', 'scripts/lint/drift.mjs'] },
  // Every catalogue has every English text, with the same arguments (docs/adr/0029).
  nodeTestStep('catalogues', ['scripts/i18n/catalogues.test.mjs']),
  { name: 'format', command: ['npx', 'prettier', '--check', '.', '--log-level=warn'] },
  { name: 'typecheck', command: ['node', 'scripts/typecheck.mjs'] },
  {
    name: 'unit',
    command: ['npx', 'jest', '--json', `--outputFile=${RESULTS}/unit.json`],
    counts: () => jestCounts(`${RESULTS}/unit.json`),
  },
  {
    name: 'api',
    command: [
      'npx',
      'vitest',
      'run',
      '--root',
      'api',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${RESULTS}/api.json`,
    ],
    counts: () => jestCounts(`${RESULTS}/api.json`),
  },
  ...(withPostgres
    ? [
        {
          name: 'api-postgres',
          command: [
            'bash',
            'api/scripts/with-postgres.sh',
            '--reporter=default',
            '--reporter=json',
            `--outputFile=${RESULTS}/api-postgres.json`,
          ],
          counts: () => jestCounts(`${RESULTS}/api-postgres.json`),
        },
      ]
    : []),
  { name: 'build', command: ['node', 'scripts/build.mjs'] },
  // Each remote's build against the federation interface, as its own team's CI runs it.
  nodeTestStep(
    'remote-interface',
    ['garage', 'community', 'account', 'admin'].map(
      (remote) => `remote-${remote}/test/remote-interface.test.mjs`,
    ),
  ),
  nodeTestStep('deploy', ['deploy/test/*.test.mjs']),
  // The API as real processes: supervision after kill -9, draining on SIGTERM, backup and restore.
  nodeTestStep('operations', ['scripts/test/*.test.mjs'], ['--test-concurrency=1']),
  {
    // The fault suite, each scenario briefly (npm run soak runs them longer; docs/figures.md).
    name: 'faults',
    command: ['node', 'scripts/soak/run.mjs', '--short'],
  },
  {
    name: 'e2e',
    command: ['npx', 'playwright', 'test', '--config', 'e2e/playwright.config.ts'],
    counts: () => playwrightCounts(path.join(ROOT, 'e2e/test-results/results.json')),
  },
];

function readJson(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}
function jestCounts(file) {
  const report = readJson(file);
  return report ? { passed: report.numPassedTests, failed: report.numFailedTests } : null;
}
function playwrightCounts(file) {
  const report = readJson(file);
  return report
    ? { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky }
    : null;
}
function tapCounts(file) {
  if (!fs.existsSync(file)) return null;
  const text = fs.readFileSync(file, 'utf8');
  const pick = (label) => Number(new RegExp(`^# ${label} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return { passed: pick('pass'), failed: pick('fail') };
}

let passed = 0;
let failed = 0;
const failedSteps = [];
const started = Date.now();
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  console.log(`\n━━ ${step.name}: ${step.command.join(' ')}`);
  const stepStart = Date.now();
  const run = spawnSync(step.command[0], step.command.slice(1), { cwd: ROOT, stdio: 'inherit' });
  const counts = step.counts?.();
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  const ok = run.status === 0;
  if (!ok) {
    failedSteps.push(step.name);
    if (!counts || counts.failed === 0) failed += 1; // a step that broke without a test failing
  }
  console.log(
    `━━ ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - stepStart) / 1000).toFixed(0)} s`,
  );
}

console.log(`\nAll checks took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
