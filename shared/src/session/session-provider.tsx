import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { callApi } from '../api/call-api';
import type { CurrentUser } from '../contract';
import { sharedQueryKeys } from '../query/shared-query-keys';
import { currentUserQueryOptions } from './current-user-query';
import {
  clearToken,
  getToken,
  isTokenStorageEvent,
  setToken,
  subscribeToken,
} from './token-storage';
import { clearFormDrafts } from './form-drafts';
import { wipeOfflineData } from '../offline/offline-state';

export type SessionStatus = 'verifying' | 'signed-in' | 'signed-out';

export interface SessionValue {
  status: SessionStatus;
  user: CurrentUser | null;
  isAdmin: boolean;
  /** A user-fetch failure other than a rejected token (e.g. the API is down); null otherwise. */
  error: Error | null;
  /** Stores the token and fetches its user; resolves null when that fetch fails. */
  signIn(token: string): Promise<CurrentUser | null>;
  signOut(): Promise<void>;
  refreshUser(): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

const noTokenOnServer = () => null;

/** Provided once by the host, inside its QueryClientProvider; remotes read it with useSession(). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeToken, getToken, noTokenOnServer);
  const userQuery = useQuery({ ...currentUserQueryOptions, enabled: token !== null });

  // Another tab signed in or out: whatever this tab cached belonged to the previous identity.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (isTokenStorageEvent(event)) queryClient.clear();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const signIn = useCallback(
    async (newToken: string) => {
      setToken(newToken);
      // A user cached for an earlier token must not answer for this one.
      queryClient.removeQueries({ queryKey: sharedQueryKeys.currentUser });
      try {
        return await queryClient.fetchQuery(currentUserQueryOptions);
      } catch {
        // The failure is in the query's state, surfaced through `status` and `error`.
        return null;
      }
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await callApi('POST /auth/logout');
    } catch {
      // Best effort: the session ends on this device whatever the server answers.
    }
    // The cached garage and its photos leave the device; waiting changes stay for this member's
    // next sign-in (docs/adr/0015).
    await wipeOfflineData();
    clearToken();
    clearFormDrafts();
    queryClient.clear();
  }, [queryClient]);

  const refreshUser = useCallback(
    () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.currentUser }),
    [queryClient],
  );

  const user = token === null ? null : (userQuery.data ?? null);
  const status: SessionStatus =
    user !== null
      ? 'signed-in'
      : token !== null && (userQuery.isPending || userQuery.isFetching)
        ? 'verifying'
        : 'signed-out';
  const error = token !== null && user === null ? userQuery.error : null;

  const value = useMemo<SessionValue>(
    () => ({
      status,
      user,
      isAdmin: user?.role === 'admin',
      error,
      signIn,
      signOut,
      refreshUser,
    }),
    [status, user, error, signIn, signOut, refreshUser],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() must be used inside <SessionProvider>.');
  return session;
}

/** Who is signed in, or undefined outside a session (a form rendered on its own keeps no draft). */
export function useSignedInUserId(): string | undefined {
  return useContext(SessionContext)?.user?.id;
}
