// Which images the stack builds on and runs: the official ones when they are here or can be
// pulled, otherwise local Debian stand-ins (scripts/compose/bases.sh). Nothing in the Dockerfile
// or the compose file changes: the choice is the VG_*_IMAGE variables they read.
// VG_COMPOSE_BASES=official or stand-in forces one.
import path from 'node:path';
import { ROOT, run } from './shell.mjs';

const OFFICIAL = [
  'node:22-slim',
  'nginx:1.27-alpine',
  'postgres:18-alpine',
  'axllent/mailpit:v1.27',
];

export async function chooseBases(env) {
  const forced = env.VG_COMPOSE_BASES;
  if (forced !== 'stand-in' && (forced === 'official' || (await officialImagesAvailable()))) {
    console.log(`Official images: ${OFFICIAL.join(', ')}`);
    return {};
  }
  console.log('Docker Hub cannot be reached: making local stand-ins (scripts/compose/bases.sh)');
  const { output } = await run('bash', [path.join(ROOT, 'scripts/compose/bases.sh')], { env });
  const chosen = Object.fromEntries(
    output
      .split('\n')
      .map((line) => /^(VG_[A-Z_]+_IMAGE)=(\S+)$/.exec(line))
      .filter(Boolean)
      .map((match) => [match[1], match[2]]),
  );
  for (const [name, image] of Object.entries(chosen)) console.log(`  ${name}=${image}`);
  return chosen;
}

async function officialImagesAvailable() {
  for (const image of OFFICIAL) {
    if ((await run('docker', ['image', 'inspect', image], { allowFail: true })).code === 0)
      continue;
    const pulled = await run('docker', ['pull', '--quiet', image], { allowFail: true });
    if (pulled.code !== 0) {
      console.log(`Cannot pull ${image}: ${pulled.output.trim().split('\n').at(-1)}`);
      return false;
    }
  }
  return true;
}
