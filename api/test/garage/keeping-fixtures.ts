import type { TestContext } from '../helpers/test-app.js';
import type { TestUser } from '../helpers/users.js';

/** A JSON request as `who` (a visitor when absent). */
export async function call(
  ctx: TestContext,
  who: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who?.headers ?? {},
    ...(payload && { payload }),
  });
}

/** The answer's data, failing loudly when the call did not succeed. */
export async function ok<T = Record<string, unknown>>(
  ctx: TestContext,
  who: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
): Promise<T> {
  const res = await call(ctx, who, method, url, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data as T;
}

export const insurance = {
  kind: 'insurance',
  date: '2025-03-01',
  amount: 420,
  currency: 'GBP',
  recurrence: 'yearly',
};
export const fillUp = { date: '2025-03-01', odometer: 1000, volume: 40, volumeUnit: 'litre' };
export const valuation = { date: '2025-03-01', amount: 30000, currency: 'GBP', kind: 'agreed' };
export const conditionReport = { date: '2025-03-01', condition: 'driver' };
