import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfigOrExit } from '../config.js';
import { createDatabase, migrateToLatest } from '../db/database.js';
import { apiMigrations } from '../migrations.js';
import { createMailer } from '../mail/mailer.js';

// Prints the API's OpenAPI document, as the running service would serve it at /api/v1/openapi.json,
// built from the route table on a throwaway embedded database: `npm run openapi -w @vg/api > out.json`.
// Useful to compare the documented surface before and after a change.
const scratch = await mkdtemp(path.join(tmpdir(), 'vg-openapi-'));
process.env.PGLITE_DIR = scratch;
process.env.LOG_LEVEL ??= 'silent';
delete process.env.DATABASE_URL;
const { config } = loadConfigOrExit();
const db = createDatabase(config);
try {
  await migrateToLatest(db, apiMigrations);
  const mailer = createMailer({ smtpUrl: null, from: config.mailFrom });
  const app = await buildApp({ config, db, mailer });
  await app.ready();
  process.stdout.write(`${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
} finally {
  await db.destroy();
  await rm(scratch, { recursive: true, force: true });
}
