import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../../src/features/garage/records/history-csv.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { createVehicle } from './garage-fixtures.js';

let ctx: TestContext;
let owner: TestUser;
let vehicleId: string;
const thisYear = new Date().getUTCFullYear();
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
  vehicleId = (await createVehicle(ctx, owner)).id;
});
afterAll(() => ctx.close());

const post = (url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers: owner.headers, payload });

describe('modifications', () => {
  it('records a reversible modification with the original part retained', async () => {
    const res = await post(`/api/v1/vehicles/${vehicleId}/modifications`, {
      title: 'Electronic ignition',
      system: 'ignition',
      status: 'completed',
      performedOn: `${thisYear}-01-10`,
      inPeriod: false,
      reversible: true,
      originalRetained: true,
      originalLocation: 'Distributor in the loft, labelled',
      reason: 'Reliability on rallies',
      cost: 150,
      currency: 'GBP',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      reversible: true,
      originalRetained: true,
      originalLocation: 'Distributor in the loft, labelled',
      cost: 150,
    });
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/modifications?system=ignition&status=completed',
      headers: owner.headers,
    });
    expect(listed.json().data).toHaveLength(1);
    const totals = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/modifications/totals',
      headers: owner.headers,
    });
    expect(totals.json().data).toEqual({ count: 1, costs: [{ currency: 'GBP', total: 150 }] });
  });

  it('names a wrong system', async () => {
    const res = await post(`/api/v1/vehicles/${vehicleId}/modifications`, {
      title: 'Spoiler',
      system: 'aero',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.system).toMatch(/^Must be one of: engine, fuel/);
  });
});

describe('provenance', () => {
  it('keeps ownership periods in order with their precision, and checks the dates', async () => {
    await post(`/api/v1/vehicles/${vehicleId}/ownership`, {
      ownerName: 'Second keeper',
      fromDate: '1950-01-01',
      fromPrecision: 'circa',
    });
    await post(`/api/v1/vehicles/${vehicleId}/ownership`, {
      ownerName: 'Works',
      fromDate: '1926-05-01',
      toDate: '1927-01-01',
      acquisition: 'new',
    });
    await post(`/api/v1/vehicles/${vehicleId}/ownership`, {
      memberUsername: owner.user.username.toUpperCase(),
      fromDate: '2001-03-01',
      acquisition: 'auction',
    });
    const timeline = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/vehicles/${vehicleId}/ownership`,
        headers: owner.headers,
      })
    ).json().data;
    expect(
      timeline.map(
        (period: { ownerName: string | null; memberUsername: string | null }) =>
          period.ownerName ?? period.memberUsername,
      ),
    ).toEqual(['Works', 'Second keeper', owner.user.username]);
    expect(timeline[1].fromPrecision).toBe('circa');

    const backwards = await post(`/api/v1/vehicles/${vehicleId}/ownership`, {
      ownerName: 'X',
      fromDate: '1960-01-01',
      toDate: '1950-01-01',
    });
    expect(backwards.json().error.fields).toEqual({
      toDate: 'The end of a period cannot come before its start.',
    });
    const nobody = await post(`/api/v1/vehicles/${vehicleId}/ownership`, {
      memberUsername: 'no-such-member',
    });
    expect(nobody.json().error.fields).toEqual({ memberUsername: 'No member has this username.' });
  });

  it('keeps matching-numbers verdicts per component', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/vehicles/${vehicleId}`,
      headers: owner.headers,
      payload: {
        matchingNumbers: { chassis: 'matching', engine: 'period_correct', gearbox: 'non_matching' },
      },
    });
    expect(res.json().data.matchingNumbers).toEqual({
      chassis: 'matching',
      engine: 'period_correct',
      gearbox: 'non_matching',
      body: 'unknown',
    });
  });
});

describe('dashboard and export', () => {
  it('shows reminders due, latest records and this year’s spending per vehicle', async () => {
    await post(`/api/v1/vehicles/${vehicleId}/maintenance`, {
      performedOn: today,
      category: 'service',
      title: 'Spring service',
      totalCost: 200,
      currency: 'GBP',
    });
    // Keeping it costs more than the work: its insurance and its fuel count too.
    await post(`/api/v1/vehicles/${vehicleId}/costs`, {
      kind: 'insurance',
      date: today,
      amount: 120,
      currency: 'GBP',
    });
    await post(`/api/v1/vehicles/${vehicleId}/fuel`, {
      date: today,
      odometer: 1,
      volume: 40,
      volumeUnit: 'litre',
      totalPrice: 80,
      currency: 'GBP',
    });
    await post(`/api/v1/vehicles/${vehicleId}/reminders`, { title: 'Tax', dueOn: '2000-01-01' });
    await post(`/api/v1/vehicles/${vehicleId}/reminders`, {
      title: 'Far away',
      dueOn: '2999-01-01',
    });
    const dashboard = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: owner.headers })
    ).json().data;
    expect(dashboard.vehicleCount).toBe(1);
    expect(dashboard.reminders.map((reminder: { title: string }) => reminder.title)).toEqual([
      'Tax',
    ]);
    expect(dashboard.latestRecords[0]).toMatchObject({
      kind: 'maintenance',
      title: 'Spring service',
      vehicleTitle: '1926 Bentley 3 Litre',
    });
    expect(dashboard.spending).toEqual({
      year: thisYear,
      perVehicle: [
        { vehicleId, vehicleTitle: '1926 Bentley 3 Litre', currency: 'GBP', total: 550 },
      ],
    });
  });

  it('exports the whole history as CSV, defusing spreadsheet formulas', async () => {
    await post(`/api/v1/vehicles/${vehicleId}/maintenance`, {
      performedOn: '1999-09-09',
      category: 'repair',
      title: '=HYPERLINK("evil")',
      notes: 'Line one, "quoted"',
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/vehicles/${vehicleId}/history.csv`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="1926-Bentley-3-Litre-history.csv"',
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Type,Date,Odometer/);
    expect(lines[1]).toContain(`Maintenance,1999-09-09,,mi,repair,,"'=HYPERLINK(""evil"")"`);
    expect(lines.some((line) => line.startsWith('Modification'))).toBe(true);
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell(-2)).toBe('-2');
  });
});
