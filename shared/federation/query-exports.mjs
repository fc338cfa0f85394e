// What the apps share as '@tanstack/react-query' (docs/adr/0012, as component-router.mjs does for
// the router): a shared module is never tree-shaken, so shared whole, React Query brought its
// suspense hooks, hydration, useQueries and streamed queries to every page although no app uses
// them (2.6 KB gzip). This list is the promise instead: queries, infinite queries, mutations, the
// client and its caches, and the managers. A build that asks for anything else fails
// (`exportsPresence: 'error'` in createAppConfig) and the list is where to add it.
// The deep path keeps federation from matching this module's own import as the shared request
// (the package's `exports` hides it: createAppConfig aliases it to the file).
export {
  CancelledError,
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  focusManager,
  hashKey,
  infiniteQueryOptions,
  isCancelledError,
  keepPreviousData,
  matchMutation,
  matchQuery,
  mutationOptions,
  notifyManager,
  onlineManager,
  queryOptions,
  skipToken,
  useInfiniteQuery,
  useIsFetching,
  useIsMutating,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query/build/modern/index.js';
