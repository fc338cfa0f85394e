// One engine's run: a fresh database, the bench member and their garage, the API on a free port,
// then every route measured in turn. Everything it opens is closed before it answers.
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../src/app.js';
import { createMailer } from '../src/mail/mailer.js';
import { hashPassword } from '../src/security/passwords.js';
import { insertBenchMember, openBenchDatabase } from './bench-database.js';
import { COMMUNITY_ROUTES, communityTargets } from './community-targets.js';
import { bearer, GARAGE_LIST_ROUTE, GARAGE_ROUTES, garageTargets } from './garage-targets.js';
import { isSelected, measure, type LoadTarget, type Measurement } from './measure.js';
import { benchOpenStreams, OPEN_STREAMS } from './open-streams.js';
import { EVENT_COUNT, PUBLIC_CAR_COUNT, seedCommunity } from './seed-community.js';
import { RECORDS_PER_VEHICLE, seedGarage, VEHICLE_COUNT } from './seed-garage.js';

export const AUTH_USER_ROUTE = 'GET /auth/user';
/**
 * Tokens the bench member holds, one per connection's worth of devices: concurrent requests carry
 * different tokens, so the caller checks batched in one query (src/security/caller-lookup.ts) are
 * as many as real traffic would bring, not one token asked for fifty times.
 */
const SIGNED_IN_DEVICES = 50;

export interface Engine {
  label: string;
  /** A Postgres server; null runs on PGlite in a temporary folder. */
  databaseUrl: string | null;
}

/** The routes measured in this process, by name. */
const ENGINE_ROUTES = [
  AUTH_USER_ROUTE,
  ...GARAGE_ROUTES,
  ...Object.values(COMMUNITY_ROUTES),
  OPEN_STREAMS,
];

export async function benchEngine(engine: Engine): Promise<Measurement[]> {
  // Nothing of this process selected (BENCH_ONLY): no garage to seed.
  if (!ENGINE_ROUTES.some(isSelected)) return [];
  const { config, db, close } = await openBenchDatabase('bench', engine.databaseUrl);
  const app = await buildApp({
    config,
    db,
    mailer: createMailer({ smtpUrl: null, from: config.mailFrom }),
  });
  try {
    const userId = await insertBenchMember(db, {
      email: 'bench@example.test',
      username: 'bench',
      passwordHash: await hashPassword('bench-password-1'),
    });
    const seedStarted = performance.now();
    const vehicleIds = await seedGarage(db, userId);
    const seedSeconds = ((performance.now() - seedStarted) / 1000).toFixed(1);
    console.log(
      `${engine.label}: seeded ${VEHICLE_COUNT} vehicles x ${RECORDS_PER_VEHICLE} maintenance records in ${seedSeconds} s`,
    );

    // The community takes a minute to seed on PGlite: only when one of its routes is measured.
    let followerIds: string[] = [];
    if (Object.values(COMMUNITY_ROUTES).some(isSelected)) {
      const communityStarted = performance.now();
      ({ followerIds } = await seedCommunity(db));
      console.log(
        `${engine.label}: seeded ${PUBLIC_CAR_COUNT} public cars and ${EVENT_COUNT} events in ${((performance.now() - communityStarted) / 1000).toFixed(1)} s`,
      );
    }
    const followerTokens = await Promise.all(followerIds.map((id) => app.tokens.issue(id)));
    const tokens = await Promise.all(
      Array.from({ length: SIGNED_IN_DEVICES }, () => app.tokens.issue(userId)),
    );
    const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const targets: LoadTarget[] = [
      {
        name: AUTH_USER_ROUTE,
        url: apiUrl,
        requests: tokens.map((token) => ({
          method: 'GET',
          path: '/api/v1/auth/user',
          headers: bearer(token),
        })),
      },
      ...garageTargets(apiUrl, tokens, vehicleIds),
      ...communityTargets(apiUrl, followerTokens),
    ];
    const measurements: Measurement[] = [];
    for (const target of targets.filter((target) => isSelected(target.name)))
      measurements.push(await measure(target));
    // Last: its thousands of members and streams would weigh on every route measured after it.
    if (isSelected(OPEN_STREAMS)) {
      const beside = targets.filter(
        (target) => target.name === AUTH_USER_ROUTE || target.name === GARAGE_LIST_ROUTE,
      );
      measurements.push(...(await benchOpenStreams(app, db, apiUrl, beside)));
    }
    return measurements;
  } finally {
    await app.close();
    // Requests autocannon dropped at its deadline may still be in their hooks, which the handler
    // count does not see: give them a moment to finish before their database goes.
    await sleep(500);
    await close();
  }
}
