import { ROUTER_FUTURE } from '@vg/shared';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, createQueryClient, TOKEN_STORAGE_KEY, type CurrentUser } from '../../src';
import { installFakeApi, type FakeRoutes } from './fake-api';

/** Stands in for every other screen: says where the router went. */
function Elsewhere() {
  const location = useLocation();
  return (
    <p role="status" aria-label="Current address">{`${location.pathname}${location.search}`}</p>
  );
}

/** The product's QueryClient, minus query retries: their backoff would hide an error state from a test. */
export function createTestQueryClient() {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return queryClient;
}

export interface RenderWithProvidersOptions {
  /** The address the page is opened at (default '/'). */
  route?: string;
  /** The route pattern the page answers, for useParams (default: the address's path; '*' for any). */
  path?: string;
  /** What an app puts around every page besides the shared providers (e.g. the host's dialogs). */
  wrapper?: ComponentType<{ children: ReactNode }>;
  /** The page's QueryClient, when the test filled it first (a page's preload); a fresh one if not. */
  queryClient?: QueryClient;
}

/**
 * Renders a page inside the providers every app gives it (theme, a fresh QueryClient, session,
 * toasts) under a router, against whatever fetch the test installed. Any navigation away lands
 * on a stub that shows the new address (role 'status', named 'Current address').
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    path,
    wrapper: Wrapper,
    queryClient = createTestQueryClient(),
  }: RenderWithProvidersOptions = {},
) {
  const routes = (
    <Routes>
      <Route path={path ?? new URL(route, window.location.origin).pathname} element={ui} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>
  );
  const rendered = render(
    <MemoryRouter initialEntries={[route]} future={ROUTER_FUTURE}>
      <AppProviders queryClient={queryClient}>
        {Wrapper ? <Wrapper>{routes}</Wrapper> : routes}
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...rendered, queryClient, user: userEvent.setup() };
}

export interface RenderWithFakeApiOptions extends RenderWithProvidersOptions {
  /** Signs this user in: a stored token, and the API answering the user fetch. */
  user?: CurrentUser;
  /** The scripted API; a request it does not name answers 404. */
  api?: FakeRoutes;
}

/** renderWithProviders with a scripted API installed first, as a visitor or a signed-in member. */
export function renderWithFakeApi(
  ui: ReactElement,
  { user, api = {}, ...options }: RenderWithFakeApiOptions = {},
) {
  if (user) window.localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
  const { fetchMock, requests } = installFakeApi({
    ...(user ? { 'GET /api/v1/auth/user': { body: { data: user } } } : {}),
    ...api,
  });
  return { ...renderWithProviders(ui, options), fetchMock, requests };
}

export interface RenderAtOptions {
  /** The address the page opens at. */
  at: string;
  /** The route pattern the host mounts the page on, for useParams (default: `at`). */
  route?: string;
}

/**
 * renderWithProviders in the words the community and admin tests use (they install their
 * scripted API with fakeApi() first).
 */
export function renderAt(ui: ReactElement, { at, route }: RenderAtOptions) {
  return renderWithProviders(ui, { route: at, ...(route ? { path: route } : {}) });
}
