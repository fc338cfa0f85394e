import { ConfigError, loadConfig } from './config.js';
import { startServer } from './server.js';

async function main(): Promise<void> {
  let loaded;
  try {
    loaded = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
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
    const grace = setTimeout(() => {
      server.app.log.error(
        `requests still running after ${loaded.config.shutdownGraceMs} ms, stopping`,
      );
      process.exit(1);
    }, loaded.config.shutdownGraceMs);
    grace.unref();
    // Node closes the connections idle when the listener closes; a keep-alive connection whose
    // request finishes afterwards would otherwise hold the process open until its own timeout.
    const sweep = setInterval(() => server.app.server.closeIdleConnections(), 100);
    await server.close();
    clearInterval(sweep);
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
