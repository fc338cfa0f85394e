// `npm run typecheck`: every TypeScript project in strict mode.
import { execFileSync } from 'node:child_process';
import { ROOT } from './lib/stack.mjs';

const PROJECTS = [
  'contract/tsconfig.json',
  'shared/tsconfig.json',
  'host/tsconfig.json',
  'host/src/service-worker/tsconfig.json',
  'remote-garage/tsconfig.json',
  'remote-community/tsconfig.json',
  'remote-account/tsconfig.json',
  'remote-admin/tsconfig.json',
  'api/tsconfig.json',
  'e2e/tsconfig.json',
];

let failed = 0;
for (const project of PROJECTS) {
  try {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project, '--noEmit'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    console.log(`✓ ${project}`);
  } catch {
    failed += 1;
    console.log(`✗ ${project}`);
  }
}
if (failed) process.exit(1);
