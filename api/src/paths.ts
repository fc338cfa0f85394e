import { fileURLToPath } from 'node:url';
import path from 'node:path';

// This file sits one level below the package root both as src/paths.ts and as dist/paths.js,
// so every path the service needs is resolved from here, never from process.cwd().
export const packageDir = fileURLToPath(new URL('..', import.meta.url));
export const repoDir = path.resolve(packageDir, '..');
export const dataFilesDir = path.join(packageDir, 'data');
