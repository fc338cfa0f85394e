// `npm run backup`: copies the embedded database (PGlite) to backups/ while the app is stopped.
// For a Postgres server use pg_dump (docs/operations.md).
import { backup, BackupError } from './lib/embedded-backup.mjs';

try {
  const target = await backup();
  console.log(`Backed up the embedded database to ${target}`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
