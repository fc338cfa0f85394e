import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, TOKEN_STORAGE_KEY, createQueryClient, type CurrentUser } from '@vg/shared';
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

/** Stands in for every other screen: says where the router went. */
function Elsewhere() {
  const location = useLocation();
  return (
    <p role="status" aria-label="Current address">{`${location.pathname}${location.search}`}</p>
  );
}

export interface RenderPageOptions {
  /** The address the page is opened at. */
  route?: string;
  /** The route pattern the page answers (default: the route's path). */
  path?: string;
  /** Signs this user in: a stored token, and the API answering the user fetch. */
  user?: CurrentUser;
  api?: FakeRoutes;
}

/**
 * Renders a page inside the providers the host gives it (theme, one QueryClient, session, toasts)
 * with a scripted API, as a visitor or a signed-in member. Any navigation away lands on a stub
 * that shows the new address.
 */
export function renderPage(
  ui: ReactElement,
  { route = '/', path, user, api = {} }: RenderPageOptions = {},
) {
  if (user) window.localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
  const fetchMock = fakeApi({
    ...(user ? { 'GET /api/v1/auth/user': () => ({ body: { data: user } }) } : {}),
    ...api,
  });
  const queryClient = createQueryClient();
  // The product's policy retries failed queries with a backoff; an error state is tested at once.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const rendered = render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders queryClient={queryClient}>
        <Routes>
          <Route path={path ?? new URL(route, 'http://localhost').pathname} element={ui} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...rendered, fetchMock, queryClient, user: userEvent.setup() };
}
