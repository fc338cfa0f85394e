// `npm run build`: production builds of every app. With --missing, only the
// apps that have no build yet (what `npm start` uses).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/stack.mjs';

const APPS = [
  // The API runs on the contract's build (its production start has no TypeScript).
  { workspace: 'contract', output: 'contract/dist/index.js' },
  { workspace: 'api', output: 'api/dist/index.js' },
  { workspace: 'host', output: 'host/dist/index.html' },
  { workspace: 'remote-garage', output: 'remote-garage/dist/mf-manifest.json' },
  { workspace: 'remote-community', output: 'remote-community/dist/mf-manifest.json' },
  { workspace: 'remote-account', output: 'remote-account/dist/mf-manifest.json' },
  { workspace: 'remote-admin', output: 'remote-admin/dist/mf-manifest.json' },
];

export function buildApps({ missingOnly = false } = {}) {
  for (const app of APPS) {
    if (missingOnly && fs.existsSync(path.join(ROOT, app.output))) continue;
    console.log(`\n▶ building ${app.workspace}`);
    execFileSync('npm', ['run', 'build', '-w', app.workspace], { cwd: ROOT, stdio: 'inherit' });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildApps({ missingOnly: process.argv.includes('--missing') });
}
