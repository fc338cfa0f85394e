// `npm run typecheck`: every TypeScript project in strict mode, as many at once as there are
// cores (each tsc is single-threaded).
import { spawn } from 'node:child_process';
import os from 'node:os';
import { ROOT } from './lib/stack.mjs';

const PROJECTS = [
  'api/tsconfig.json',
  'remote-garage/tsconfig.json',
  'host/tsconfig.json',
  'shared/tsconfig.json',
  'remote-account/tsconfig.json',
  'remote-community/tsconfig.json',
  'remote-admin/tsconfig.json',
  'contract/tsconfig.json',
  'host/src/service-worker/tsconfig.json',
  'e2e/tsconfig.json',
];

/** One project's check; its output is printed whole once it ends, so projects never interleave. */
function check(project) {
  return new Promise((resolve) => {
    const tsc = spawn(
      process.execPath,
      ['node_modules/typescript/bin/tsc', '-p', project, '--noEmit', '--pretty'],
      { cwd: ROOT },
    );
    let output = '';
    tsc.stdout.on('data', (chunk) => (output += chunk));
    tsc.stderr.on('data', (chunk) => (output += chunk));
    tsc.on('close', (code) => {
      process.stdout.write(output);
      console.log(`${code === 0 ? '✓' : '✗'} ${project}`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const results = [];
const worker = async () => {
  for (let project = queue.shift(); project; project = queue.shift())
    results.push(await check(project));
};
await Promise.all(Array.from({ length: Math.min(os.availableParallelism(), 4) }, worker));
if (results.includes(false)) process.exit(1);
