// Members together (issue 24, item 5): 50 signed-in members through the host at 100 connections,
// 80% reads (their vehicle list, a vehicle's detail, the community feed) and 20% maintenance
// writes, on a stack as it runs (the built API behind the native host server).
import autocannon, { type Request } from 'autocannon';
import { SEEDED_ODOMETER_CEILING } from './seed-garage.js';
import { toMeasurement, type Measurement } from './measure.js';
import { printApiClock, readApiClock } from './api-clock.js';
import { BROWSER_ACCEPT_ENCODING } from '../../scripts/bench/public-throughput.mjs';

export const MEMBERS = 50;
export const MIX_CONNECTIONS = 100;
const VEHICLES_PER_MEMBER = 2;
const RECORDS_PER_VEHICLE = 5;
const PASSWORD = 'bench password for members together';

interface Member {
  token: string;
  vehicleIds: string[];
}

async function call<T>(api: string, method: string, route: string, body?: unknown, token?: string) {
  const response = await fetch(`${api}${route}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

const record = (performedOn: string, odometer: number) => ({
  performedOn,
  odometer,
  category: 'service',
  title: 'Oil and filter change',
  performedBy: 'shop',
  shopName: 'Marque Specialists Ltd',
  labourHours: 1.5,
  labourCost: 90,
  currency: 'GBP',
  parts: [{ description: 'Engine oil 20W-50', quantity: 5, unitCost: 9.5, source: 'aftermarket' }],
});

/** A verified member (the development outbox has the link) with a small garage, one car public. */
async function seedMember(api: string, run: string, index: number): Promise<Member> {
  const username = `mix${run}${index}`;
  const email = `${username}@bench.vintage-garage.test`;
  const { data } = await call<{ data: { token: string } }>(api, 'POST', '/auth/register', {
    email,
    username,
    password: PASSWORD,
  });
  const { data: outbox } = await call<{ data: { to: string; links: string[] }[] }>(
    api,
    'GET',
    '/dev/outbox',
  );
  const link = outbox
    .filter((mail) => mail.to === email)
    .flatMap((mail) => mail.links)
    .find((href) => href.includes('/email/confirm'));
  const confirm = link ? new URL(link).searchParams.get('token') : null;
  if (!confirm) throw new Error(`no confirmation email for ${email}`);
  await call(api, 'POST', '/auth/email/confirm', { token: confirm });
  const vehicleIds: string[] = [];
  for (let v = 0; v < VEHICLES_PER_MEMBER; v += 1) {
    const { data: car } = await call<{ data: { id: string } }>(
      api,
      'POST',
      '/vehicles',
      {
        identifierKind: 'chassis',
        identifier: `MIX ${run.toUpperCase()} ${index} ${v}`,
        make: 'Jaguar',
        model: 'E-Type',
        modelYear: 1962 + v,
        odometerUnit: 'mi',
        visibility: v === 0 ? 'public' : 'private',
      },
      data.token,
    );
    vehicleIds.push(car.id);
    for (let r = 0; r < RECORDS_PER_VEHICLE; r += 1)
      await call(
        api,
        'POST',
        `/vehicles/${car.id}/maintenance`,
        record(`202${r}-03-01`, 1000 * (r + 1)),
        data.token,
      );
  }
  return { token: data.token, vehicleIds };
}

/**
 * Each pass through the five requests acts for the next member: autocannon starts every pass with
 * a fresh context, so what must last longer than a pass is counted here. A pass reads both of the
 * member's cars; the writes alternate between members' public cars (the first) and private ones,
 * so half of them are news on the community feed (and move its revision).
 */
function mixRequests(members: Member[]): Request[] {
  const writeBody = JSON.stringify(
    record(new Date().toISOString().slice(0, 10), SEEDED_ODOMETER_CEILING),
  );
  let nextMember = 0;
  let writes = 0;
  type Context = { member?: Member };
  const as = (context: Context) => (context.member ??= members[nextMember++ % members.length]!);
  // As a member's browser asks: the host compresses the answers.
  const signed = (context: Context) => ({
    authorization: `Bearer ${as(context).token}`,
    ...BROWSER_ACCEPT_ENCODING,
  });
  const read = (path: (context: Context) => string): Request => ({
    method: 'GET',
    setupRequest: (request, context) => ({
      ...request,
      path: path(context as Context),
      headers: signed(context as Context),
    }),
  });
  const car = (context: Context, index: number) => as(context).vehicleIds[index]!;
  // Four reads, one write: 80% / 20%.
  return [
    read(() => '/api/v1/vehicles'),
    read((context) => `/api/v1/vehicles/${car(context, 0)}`),
    read(() => '/api/v1/community/feed?scope=everyone'),
    read((context) => `/api/v1/vehicles/${car(context, 1)}`),
    {
      method: 'POST',
      setupRequest: (request, context) => ({
        ...request,
        path: `/api/v1/vehicles/${car(context as Context, writes++ % VEHICLES_PER_MEMBER)}/maintenance`,
        headers: { ...signed(context as Context), 'content-type': 'application/json' },
        body: writeBody,
      }),
    },
  ];
}

const runMix = (url: string, requests: Request[], duration: number) =>
  autocannon({ url, connections: MIX_CONNECTIONS, duration, requests });

/** Seeds the members on the stack at `host`, drives the mix, answers the figures. */
export async function membersMix(
  host: string,
  name: string,
  { seconds, warmupSeconds }: { seconds: number; warmupSeconds: number },
): Promise<Measurement> {
  // The host listens on the IPv4 loopback; 'localhost' may resolve to ::1 first.
  const origin = host.replace('//localhost', '//127.0.0.1');
  const run = Date.now().toString(36);
  const members: Member[] = [];
  // A few at a time: registration hashes a password, which is meant to be slow.
  for (let i = 0; i < MEMBERS; i += 5)
    members.push(
      ...(await Promise.all(
        [0, 1, 2, 3, 4].map((k) => seedMember(`${origin}/api/v1`, run, i + k)),
      )),
    );
  if (warmupSeconds > 0) await runMix(origin, mixRequests(members), warmupSeconds);
  const clockBefore = await readApiClock(origin);
  const result = await runMix(origin, mixRequests(members), seconds);
  printApiClock(name, clockBefore, await readApiClock(origin));
  return toMeasurement(name, result);
}
