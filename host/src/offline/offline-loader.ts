import type { QueryClient } from '@tanstack/react-query';
import { getToken, subscribeToken } from '@vg/shared';

/**
 * The offline garage (docs/adr/0015) loads only on a device with a member's token: a visitor never
 * downloads it, and a member's page fetches it as a lazy chunk after start. Once running, it
 * follows sign-ins and sign-outs itself.
 */
export function loadOfflineGarageForMembers(queryClient: QueryClient): void {
  let loading = false;
  const load = () => {
    if (loading || getToken() === null) return;
    loading = true;
    unsubscribe();
    void import(/* webpackChunkName: "offline-garage" */ '@vg/shared/offline-engine')
      .then(({ startOffline }) => startOffline(queryClient))
      .catch((error: unknown) => {
        loading = false;
        console.warn('[vg] The offline garage could not start', error);
      });
  };
  const unsubscribe = subscribeToken(load);
  load();
}
