// `npm run restore -- backups/pglite-<time>`: puts a backup of the embedded database back, keeping
// the data it replaces beside it. The app must be stopped.
import { BackupError, restore } from './lib/embedded-backup.mjs';

try {
  const { dataDir, keptAside } = await restore(process.argv[2]);
  console.log(`Restored ${process.argv[2]} into ${dataDir}.`);
  if (keptAside) console.log(`The data it replaced is kept in ${keptAside}.`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
