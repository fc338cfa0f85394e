import { Server } from 'node:net';
import { loadConfigOrExit } from './config.js';
import { startServer } from './server.js';

const ACCEPTED_CONNECTIONS_GRACE_MS = 500;

async function main(): Promise<void> {
  const loaded = loadConfigOrExit();
  const server = await startServer(loaded.config);
  for (const warning of loaded.warnings) server.app.log.warn(warning);
  const { port, host, databaseUrl, pgliteDir } = loaded.config;
  server.app.log.info(
    databaseUrl ? 'database: Postgres server' : `database: PGlite in ${pgliteDir}`,
  );

  // SIGTERM (a rolling restart, docker stop): readiness turns 503 at once, the listener closes,
  // requests in flight finish (at most SHUTDOWN_GRACE_MS), then the database closes and the process
  // ends. A second signal, or the grace running out, ends it at once.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      server.app.log.warn(`${signal} received again, stopping now`);
      process.exit(1);
    }
    stopping = true;
    server.app.lifecycle.draining = true;
    server.app.log.info(`${signal} received: finishing requests in flight, then stopping`);
    // Load balancers that ask /health/ready stop sending here within this delay; until then
    // requests are served as usual (SHUTDOWN_DELAY_MS, 0 by default: one API has no one to hand over to).
    await new Promise((resolve) => setTimeout(resolve, loaded.config.shutdownDelayMs));
    const grace = setTimeout(() => {
      server.app.log.error(
        `requests still running after ${loaded.config.shutdownGraceMs} ms, stopping`,
      );
      process.exit(1);
    }, loaded.config.shutdownGraceMs);
    grace.unref();
    // Stop accepting first, without the idle-connection sweep Node's HTTP close does: a connection
    // accepted a moment ago has not sent its request yet and would be cut. Half a second later its
    // request is in flight, and closing the app drops only connections that are truly idle.
    Server.prototype.close.call(server.app.server);
    await new Promise((resolve) => setTimeout(resolve, ACCEPTED_CONNECTIONS_GRACE_MS));
    await server.close();
    server.app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await server.app.listen({ port, host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
