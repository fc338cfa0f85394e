// A member's figures through the host's nginx, on a stack as it ships (scripts/bench/bench-stack.mjs):
// 50 signed-in members with two cars each (one public). Their vehicle lists, then their cars'
// details, each connection asking as the members in turn; then members together (docs/figures.md):
// 80% reads (their vehicle list, a vehicle's detail, the community feed) and 20% maintenance writes
// at 100 connections. The API's CPU time per request is counted over each figure.
import type { Request } from 'autocannon';
import { SEEDED_ODOMETER_CEILING } from './seed-garage.js';
import { maintenanceRecord } from './garage-targets.js';
import { printApiClock, readApiClock } from './api-clock.js';
import {
  BROWSER_ACCEPT_ENCODING,
  CONNECTIONS,
  drive,
  type Measurement,
} from '../../scripts/bench/load.mjs';
import { call, member } from '../../scripts/bench/seed.mjs';

export const MEMBERS = 50;
export const MIX_CONNECTIONS = CONNECTIONS;
export const VEHICLE_LIST = "a member's vehicle list";
export const VEHICLE_DETAIL = "a member's vehicle, its detail";
const VEHICLES_PER_MEMBER = 2;
const RECORDS_PER_VEHICLE = 5;

interface Member {
  token: string;
  vehicleIds: string[];
}

/** A verified member with a small garage, one car public. */
async function seedMember(host: string, run: string, index: number): Promise<Member> {
  const username = `mix${run}${index}`;
  const token = await member(host, `${username}@bench.vintage-garage.test`, username);
  const vehicleIds: string[] = [];
  for (let v = 0; v < VEHICLES_PER_MEMBER; v += 1) {
    const { data: car } = await call<{ data: { id: string } }>(host, 'POST', '/vehicles', {
      token,
      body: {
        identifierKind: 'chassis',
        identifier: `MIX ${run.toUpperCase()} ${index} ${v}`,
        make: 'Jaguar',
        model: 'E-Type',
        modelYear: 1962 + v,
        odometerUnit: 'mi',
        visibility: v === 0 ? 'public' : 'private',
      },
    });
    vehicleIds.push(car.id);
    for (let r = 0; r < RECORDS_PER_VEHICLE; r += 1)
      await call(host, 'POST', `/vehicles/${car.id}/maintenance`, {
        token,
        body: maintenanceRecord(`202${r}-03-01`, 1000 * (r + 1), 1),
      });
  }
  return { token, vehicleIds };
}

/** As a member's browser asks: signed in, taking compressed answers. */
const signed = (member: Member) => ({
  authorization: `Bearer ${member.token}`,
  ...BROWSER_ACCEPT_ENCODING,
});

/**
 * Each pass through the five requests acts for the next member: autocannon starts every pass with
 * a fresh context, so what must last longer than a pass is counted here. A pass reads both of the
 * member's cars; the writes alternate between members' public cars (the first) and private ones,
 * so half of them are news on the community feed (and move its revision).
 */
function mixRequests(members: Member[]): Request[] {
  const writeBody = JSON.stringify(
    maintenanceRecord(new Date().toISOString().slice(0, 10), SEEDED_ODOMETER_CEILING, 1),
  );
  let nextMember = 0;
  let writes = 0;
  type Context = { member?: Member };
  const as = (context: Context) => (context.member ??= members[nextMember++ % members.length]!);
  const read = (path: (context: Context) => string): Request => ({
    method: 'GET',
    setupRequest: (request, context) => ({
      ...request,
      path: path(context as Context),
      headers: signed(as(context as Context)),
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
        headers: { ...signed(as(context as Context)), 'content-type': 'application/json' },
        body: writeBody,
      }),
    },
  ];
}

/**
 * Seeds the members on the stack at `host`, then measures what `names` select of the vehicle
 * list, the detail and the mix (named `mixName`), each after its own warm-up.
 */
export async function memberFigures(
  host: string,
  {
    apiPids,
    nginxPids,
    mixName,
    mixSeconds,
    warmupSeconds,
    select,
  }: {
    apiPids: number[];
    nginxPids: number[];
    mixName: string;
    mixSeconds: number;
    warmupSeconds: number;
    select: (name: string) => boolean;
  },
): Promise<Measurement[]> {
  // nginx listens on the IPv4 loopback; 'localhost' may resolve to ::1 first.
  const origin = host.replace('//localhost', '//127.0.0.1');
  const run = Date.now().toString(36);
  const members: Member[] = [];
  // A few at a time: registration hashes a password, which is meant to be slow.
  for (let i = 0; i < MEMBERS; i += 5)
    members.push(
      ...(await Promise.all([0, 1, 2, 3, 4].map((k) => seedMember(origin, run, i + k)))),
    );
  const reads: { name: string; requests: Request[] }[] = [
    {
      name: VEHICLE_LIST,
      requests: members.map((m) => ({
        method: 'GET',
        path: '/api/v1/vehicles',
        headers: signed(m),
      })),
    },
    {
      name: VEHICLE_DETAIL,
      requests: members.flatMap((m) =>
        m.vehicleIds.map((id) => ({
          method: 'GET' as const,
          path: `/api/v1/vehicles/${id}`,
          headers: signed(m),
        })),
      ),
    },
  ];
  const rows: Measurement[] = [];
  for (const { name, requests } of reads.filter((read) => select(read.name))) {
    if (warmupSeconds > 0) await drive({ name, url: origin, requests, seconds: warmupSeconds });
    rows.push(await drive({ name, url: origin, requests, pids: apiPids, nginxPids }));
  }
  if (select(mixName)) {
    if (warmupSeconds > 0)
      await drive({
        name: mixName,
        url: origin,
        requests: mixRequests(members),
        seconds: warmupSeconds,
      });
    const clockBefore = await readApiClock(origin);
    rows.push(
      await drive({
        name: mixName,
        url: origin,
        requests: mixRequests(members),
        seconds: mixSeconds,
        pids: apiPids,
        nginxPids,
      }),
    );
    printApiClock(mixName, clockBefore, await readApiClock(origin));
  }
  return rows;
}
