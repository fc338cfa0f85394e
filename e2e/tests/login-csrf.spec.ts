import { expect, registerMember, test, toastWith, TOKEN_KEY } from '../support/fixtures';

// Login CSRF (docs/security.md T40): a link to `/#token=…` made from someone else's session, posted
// in a comment or sent by mail, must not sign the reader into that account.

for (const [what, fragment] of [
  ['a login value from their own browser', '&needsConsent=false&login=made-in-another-browser-01'],
  ['no login value', '&needsConsent=false'],
] as const) {
  test(`a link carrying another account's token and ${what} leaves the reader signed out`, async ({
    page,
    request,
  }) => {
    const planted = await registerMember(request);
    const me = await request.get('/api/v1/auth/user', {
      headers: { Authorization: `Bearer ${planted.token}` },
    });
    expect(me.status(), 'the planted token is a valid session').toBe(200);

    await page.goto(`/#token=${encodeURIComponent(planted.token)}${fragment}`);

    await expect(toastWith(page, 'You were not signed in')).toContainText(
      'That sign-in link was not started in this browser.',
    );
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    await expect(page.getByRole('link', { name: 'Create an account' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: planted.username })).toHaveCount(0);

    // Nor does it come back later: the reader is still a visitor on a page members only see.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/sign-in/);
  });
}
