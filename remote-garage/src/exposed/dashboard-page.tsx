import type { PagePreloadContext } from '@vg/shared';
import { exposePage } from '../remote-interface';
import { dashboardQueryOptions } from '../entities/dashboard/api/get-dashboard';
import { DashboardPage } from '../pages/dashboard/dashboard-page';

export { interfaceVersion } from '../remote-interface';
export default exposePage(DashboardPage);

/** The garage at a glance is one request: it starts as soon as this module has loaded. */
export const preload = ({ queryClient }: PagePreloadContext) =>
  void queryClient.prefetchQuery(dashboardQueryOptions);
