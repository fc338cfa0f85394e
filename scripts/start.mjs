// `npm start`: builds what is missing, then serves the production builds on
// embedded defaults (PGlite, dev outbox, development OpenID provider).
import { buildApps } from './build.mjs';
import { startStack } from './lib/stack.mjs';

buildApps({ missingOnly: true });
let stack;
try {
  stack = await startStack();
} catch (error) {
  if (error.code === 'EADDRINUSE') {
    console.error(
      `\nPort ${error.port} is already in use. Stop what uses it, or choose other ports:` +
        ' HOST_PORT, GARAGE_PORT, COMMUNITY_PORT, ACCOUNT_PORT, ADMIN_PORT, API_PORT, OIDC_PORT.',
    );
  } else {
    console.error(`\nVintage Garage could not start: ${error.message}`);
  }
  process.exit(1);
}

console.log('\nVintage Garage is running:');
for (const [name, url] of Object.entries(stack.urls)) console.log(`  ${name.padEnd(10)} ${url}`);
console.log('\nPress Ctrl-C to stop.');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await stack.stop();
    process.exit(0);
  });
}
