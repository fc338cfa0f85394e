import { createQueryClient } from '@vg/shared';

// The one QueryClient of the page; remotes reach it through the shared @tanstack/react-query
// singleton's context, and a page's preload (routes/preload-route.ts) is handed it.
export const queryClient = createQueryClient();
