// Backups of the embedded database (PGlite): its data folder, copied while nothing has it open.
// A copy taken while the API runs may hold half-written pages, so both directions refuse then.
import fs from 'node:fs';
import path from 'node:path';
import { API_PORT, ROOT } from './stack.mjs';

export const dataDirOf = (env = process.env) =>
  path.resolve(ROOT, env.PGLITE_DIR ?? path.join('.data', 'pglite'));
export const backupsDirOf = (env = process.env) => path.resolve(ROOT, env.BACKUP_DIR ?? 'backups');

const stamp = (date = new Date()) => date.toISOString().replace(/[:.]/g, '-').replace('Z', '');

async function apiIsRunning(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/api/v1/health/live`, {
      signal: AbortSignal.timeout(1000),
    });
    return true;
  } catch {
    return false;
  }
}

export class BackupError extends Error {}

async function refuseWhileRunning(env) {
  const port = Number(env.API_PORT) || API_PORT;
  if (await apiIsRunning(port))
    throw new BackupError(
      `The API is running on port ${port}: stop the app first (Ctrl-C where npm start runs).`,
    );
}

/** Copies the data folder to backups/pglite-<time>; returns that folder. */
export async function backup(env = process.env) {
  const dataDir = dataDirOf(env);
  if (!fs.existsSync(dataDir))
    throw new BackupError(`There is no database at ${dataDir} to back up yet.`);
  await refuseWhileRunning(env);
  const target = path.join(backupsDirOf(env), `pglite-${stamp()}`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.cpSync(dataDir, target, { recursive: true });
  return target;
}

/**
 * Puts a backup in place of the data folder. The folder it replaces is kept beside it
 * (pglite.before-restore-<time>), so a restore of the wrong backup loses nothing.
 */
export async function restore(source, env = process.env) {
  if (!source)
    throw new BackupError('Name the backup to restore: npm run restore -- backups/pglite-…');
  const from = path.resolve(process.cwd(), source);
  if (!fs.existsSync(path.join(from, 'PG_VERSION')))
    throw new BackupError(
      `${from} is not a backup of the embedded database (no PG_VERSION in it).`,
    );
  await refuseWhileRunning(env);
  const dataDir = dataDirOf(env);
  let keptAside = null;
  if (fs.existsSync(dataDir)) {
    keptAside = `${dataDir}.before-restore-${stamp()}`;
    fs.renameSync(dataDir, keptAside);
  }
  fs.cpSync(from, dataDir, { recursive: true });
  return { dataDir, keptAside };
}
