import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, createQueryClient, TOKEN_STORAGE_KEY, type CurrentUser } from '@vg/shared';
import { ContactDialogHost } from '../src/contact/contact-dialog-host';
import { fakeApi, type FakeRoutes } from './fake-api';

export function testUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'user-1',
    email: 'keeper@example.com',
    username: 'keeper',
    displayName: null,
    bio: null,
    location: null,
    avatarUrl: null,
    role: 'user',
    emailVerified: true,
    needsConsent: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export interface RenderInAppOptions {
  /** The address the page is opened at. */
  route?: string;
  /** Signs this user in (a stored token, and the API answering the user fetch). */
  user?: CurrentUser;
  api?: FakeRoutes;
}

/**
 * Renders a page inside the same providers the host gives it (theme, one QueryClient, session,
 * toasts, the Contact Us dialog) with a scripted API, as a visitor or a signed-in member.
 */
export function renderInApp(
  ui: ReactElement,
  { route = '/', user, api = {} }: RenderInAppOptions = {},
) {
  if (user) window.localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
  const fetchMock = fakeApi({
    ...(user ? { 'GET /api/v1/auth/user': () => ({ body: { data: user } }) } : {}),
    ...api,
  });
  const queryClient = createQueryClient();
  const rendered = render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders queryClient={queryClient}>
        <ContactDialogHost>{ui}</ContactDialogHost>
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...rendered, fetchMock, queryClient, user: userEvent.setup() };
}
