import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser } from '../helpers/users.js';

// A member's choice of look, kept in their profile (docs/product.md#appearance).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const profile = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers });
const patch = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/v1/profile', headers, payload });

describe('the theme in the profile', () => {
  it("is 'system' until the member chooses, then what they chose", async () => {
    const member = await createUser(ctx);
    expect((await profile(member.headers)).json().data.theme).toBe('system');
    const changed = await patch(member.headers, { theme: 'light' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.theme).toBe('light');
    expect((await profile(member.headers)).json().data.theme).toBe('light');
    // Another field changed leaves it as it is.
    await patch(member.headers, { location: 'Coventry' });
    expect((await profile(member.headers)).json().data.theme).toBe('light');
  });

  it('refuses a look that is not one of the three, naming the field', async () => {
    const member = await createUser(ctx);
    const refused = await patch(member.headers, { theme: 'sepia' });
    expect([400, 422]).toContain(refused.statusCode);
    expect(refused.body).toContain('theme');
    expect((await profile(member.headers)).json().data.theme).toBe('system');
  });
});
