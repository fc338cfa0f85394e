import { screen } from '@testing-library/react';
import { TOKEN_STORAGE_KEY } from '@vg/shared';
import { deferredAnswer, renderWithFakeApi, testUser } from '@vg/shared/test-support';
import { captureServerRendered } from '../federation/server-rendered-page';
import { RequireSession, VERIFYING_TEXT } from './guards';

// A member's page the server rendered for their session (docs/adr/0020) stays on screen while the
// app checks that session again; anything else waits behind the spinner the product names.

const MEMBER_ID = '2b0c3b39-7d3a-4a44-9a43-2f7b6d1c9e11';
const OTHER_ID = '9e4f7b1a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const tokenOf = (sub: string) => `header.${btoa(JSON.stringify({ sub, exp: 4102444800 }))}.sig`;

/** The page as the server sent it for `/dashboard`, taken aside as the host's start does. */
function arriveWithServerCopy(member: string) {
  window.history.replaceState(null, '', '/dashboard');
  document.body.innerHTML = `<div id="root"><div data-vg-ssr="garage/dashboard-page" data-vg-member="${member}"><h1>Dashboard</h1><p>Welcome back, keeper</p></div></div>`;
  captureServerRendered();
  document.body.innerHTML = '';
}

/** Opens /dashboard signed in as MEMBER_ID, the session check still under way. */
function openWhileVerifying() {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenOf(MEMBER_ID));
  const check = deferredAnswer();
  renderWithFakeApi(
    <RequireSession>
      <h1>The garage&apos;s own dashboard</h1>
    </RequireSession>,
    { route: '/dashboard', api: { 'GET /api/v1/auth/user': check.route } },
  );
  return check;
}

afterEach(() => {
  window.localStorage.clear();
  document.body.innerHTML = '';
  captureServerRendered();
  window.history.replaceState(null, '', '/');
});

describe('RequireSession while the session is checked', () => {
  it("shows the server's copy of this member's page instead of the spinner, then the page", async () => {
    arriveWithServerCopy(MEMBER_ID);
    const check = openWhileVerifying();

    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, keeper')).toBeInTheDocument();
    expect(screen.queryByText(VERIFYING_TEXT)).not.toBeInTheDocument();

    check.release({ body: { data: testUser({ id: MEMBER_ID }) } });
    expect(
      await screen.findByRole('heading', { name: "The garage's own dashboard" }),
    ).toBeInTheDocument();
  });

  it("never shows another member's rendered page: the spinner instead", () => {
    arriveWithServerCopy(OTHER_ID);
    openWhileVerifying();

    expect(screen.getByText(VERIFYING_TEXT)).toBeInTheDocument();
    expect(screen.queryByText('Welcome back, keeper')).not.toBeInTheDocument();
  });

  it('shows the spinner where the server rendered nothing', () => {
    openWhileVerifying();

    expect(screen.getByText(VERIFYING_TEXT)).toBeInTheDocument();
  });
});
