import { describe, expect, it } from 'vitest';
import { PendingFlows } from '../../src/features/auth/google-pending-flows.js';

// The memory a started Google sign-in holds until its callback (docs/security.md, T32), on a clock
// the test moves.
const LIFETIME = 600_000;
const secrets = { codeVerifier: 'verifier', nonce: 'nonce' };

function flowsAt(max: number) {
  const clock = { now: 1_000_000 };
  return { flows: new PendingFlows(max, LIFETIME, () => clock.now), clock };
}

describe('PendingFlows', () => {
  it('keeps at most its cap, making room with the oldest start', () => {
    const { flows } = flowsAt(3);
    for (const state of ['a', 'b', 'c', 'd']) flows.add(state, secrets);
    expect(flows.size).toBe(3);
    expect(flows.take('a')).toBeUndefined();
    expect(flows.take('d')).toMatchObject(secrets);
  });

  it('drops expired sign-ins on a later start while running, and never hands one out', () => {
    const { flows, clock } = flowsAt(1_000);
    for (let n = 0; n < 500; n += 1) flows.add(`old-${n}`, secrets);
    clock.now += LIFETIME / 2;
    flows.add('recent', secrets);
    clock.now += LIFETIME / 2 + 1;
    expect(flows.take('old-499')).toBeUndefined();
    flows.add('new', secrets);
    expect(flows.size).toBe(2);
    expect(flows.take('recent')).toMatchObject(secrets);
    expect(flows.take('new')).toMatchObject(secrets);
  });

  it('lets a sign-in finish once', () => {
    const { flows } = flowsAt(10);
    flows.add('s', secrets);
    expect(flows.take('s')).toBeDefined();
    expect(flows.take('s')).toBeUndefined();
  });
});
