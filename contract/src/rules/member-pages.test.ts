import { FIRST_DAY_MS, dashboardGreeting } from './member-pages.js';

const NOW = Date.parse('2026-11-28T09:00:00.000Z');
const joined = (msAgo: number) => new Date(NOW - msAgo).toISOString();

describe('dashboardGreeting', () => {
  it('welcomes a member with an empty garage, however long ago they joined', () => {
    expect(
      dashboardGreeting('Ann', {
        vehicleCount: 0,
        memberSince: joined(400 * FIRST_DAY_MS),
        now: NOW,
      }),
    ).toBe('Welcome, Ann');
  });

  it('welcomes a member on the day they joined, though they have added a car', () => {
    expect(
      dashboardGreeting('Ann', { vehicleCount: 1, memberSince: joined(60_000), now: NOW }),
    ).toBe('Welcome, Ann');
  });

  it('welcomes back a member with cars who joined before today', () => {
    expect(
      dashboardGreeting('Ann', { vehicleCount: 2, memberSince: joined(FIRST_DAY_MS), now: NOW }),
    ).toBe('Welcome back, Ann');
    expect(
      dashboardGreeting('Ann', {
        vehicleCount: 2,
        memberSince: new Date(NOW - 3 * FIRST_DAY_MS),
        now: NOW,
      }),
    ).toBe('Welcome back, Ann');
  });
});
