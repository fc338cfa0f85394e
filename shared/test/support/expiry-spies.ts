import { QueryClient } from '@tanstack/react-query';
import { registerNavigator, registerQueryClient } from '../../src/session';

/**
 * Registers a query client holding some cached data and a navigator spy, so a test can see
 * whether the session was expired (cache emptied, browser sent to /sign-in).
 */
export function watchSessionExpiry() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['/api/v1/vehicles'], { data: ['cached vehicle'] });
  registerQueryClient(queryClient);
  const navigate = jest.fn();
  const unregisterNavigator = registerNavigator(navigate);
  return {
    navigate,
    cachedQueryCount: () => queryClient.getQueryCache().getAll().length,
    unregisterNavigator,
  };
}
