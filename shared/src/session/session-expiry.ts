import type { QueryClient } from '@tanstack/react-query';
import { clearToken, getToken } from './token-storage';

export const SIGN_IN_PATH = '/sign-in';

type Navigate = (path: string) => void;

const navigateByFullLoad: Navigate = (path) => window.location.assign(path);

// The API client runs outside React, so the host hands over its QueryClient and its router's
// navigate once at start-up; without a router we fall back to a full page load.
let registeredQueryClient: QueryClient | null = null;
let navigate: Navigate = navigateByFullLoad;
// Set by an app that will register its router (awaitNavigator): a session that ends before it has,
// its check having started before the first render (startSessionCheck), goes to /sign-in through
// that router once registered, rather than by a page load that would start the app all over.
let navigatorComing = false;
let pendingPath: string | null = null;

export function registerQueryClient(client: QueryClient): void {
  registeredQueryClient = client;
}

/** Lets the host navigate with its router instead of a page load. Returns an undo function. */
export function registerNavigator(navigator: Navigate): () => void {
  navigate = navigator;
  const path = pendingPath;
  pendingPath = null;
  if (path !== null) navigator(path);
  return () => {
    if (navigate === navigator) navigate = navigateByFullLoad;
  };
}

/** Says a router will register (registerNavigator): until it does, a navigation waits for it. */
export function awaitNavigator(): void {
  navigatorComing = true;
}

function navigateTo(path: string): void {
  if (navigate === navigateByFullLoad && navigatorComing) pendingPath = path;
  else navigate(path);
}

/** The server's wording for a token past its lifetime ('Token expired', 'Invalid or expired token'). */
export function isSessionExpiryMessage(text: string): boolean {
  return /expired/i.test(text);
}

/** docs/product.md#session: token removed, the entire query cache cleared, browser sent to /sign-in. */
export function expireSession(): void {
  // Parallel requests made with the same expired token all come back 401; the first one ends
  // the session, the rest find no token and must not push /sign-in onto the history again.
  if (getToken() === null) return;
  clearToken();
  registeredQueryClient?.clear();
  navigateTo(SIGN_IN_PATH);
}
