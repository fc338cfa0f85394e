import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_EMAIL, CONTROL_PORT } from './constants';

/**
 * Starts the native stack (API on a fresh embedded database, development
 * OpenID provider, host and remotes from their production builds) unless
 * BASE_URL points at a stack that already runs (e.g. docker compose).
 */
export default async function globalSetup() {
  if (process.env.BASE_URL) return undefined;
  // The same module `npm start` uses (typed by its .d.mts).
  const { startStack } = await import('../../scripts/lib/stack.mjs');
  const { startStackControl } = await import('../../scripts/lib/stack-control.mjs');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vg-e2e-'));
  // The registry file the release specs point (workers inherit this environment).
  process.env.VG_E2E_REMOTES_FILE = path.join(dataDir, 'remotes.json');
  const stack = await startStack({
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      ADMIN_EMAILS: ADMIN_EMAIL,
      REMOTES_FILE: process.env.VG_E2E_REMOTES_FILE,
      VG_QUIET: process.env.VG_E2E_VERBOSE ? '0' : '1',
      LOG_LEVEL: 'warn',
      // The suite signs in many times from one address.
      RATE_LIMIT_SCALE: '20',
    },
  });
  const control = await startStackControl(stack, CONTROL_PORT);
  return async () => {
    control.close();
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
