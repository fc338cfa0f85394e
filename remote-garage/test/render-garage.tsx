import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, createQueryClient, TOKEN_STORAGE_KEY, type CurrentUser } from '@vg/shared';
import { fakeApi, type FakeRoutes } from './fake-api';

export const keeper: CurrentUser = {
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
};

interface RenderOptions {
  route?: string;
  /** The route pattern the page is mounted at, so useParams works ('/vehicles/:id'). */
  path?: string;
  /** Signed in as this user unless null. */
  user?: CurrentUser | null;
  api?: FakeRoutes;
}

/** A garage page inside the providers the host gives it, with a scripted API. */
export function renderGarage(ui: ReactElement, { route = '/', path = '*', user = keeper, api = {} }: RenderOptions = {}) {
  if (user) window.localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
  const fetchMock = fakeApi({
    ...(user ? { 'GET /api/v1/auth/user': () => ({ body: { data: user } }) } : {}),
    ...api,
  });
  const queryClient = createQueryClient();
  const rendered = render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders queryClient={queryClient}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...rendered, fetchMock, queryClient, user: userEvent.setup() };
}
