import type { PagePreloadContext } from '@vg/shared';
import { exposePage } from '../remote-interface';
import { vehicleQueryOptions } from '../entities/vehicles/api/get-vehicle';
import { VehicleDetailPage } from '../pages/vehicle-detail/vehicle-detail-page';

export { interfaceVersion } from '../remote-interface';
export default exposePage(VehicleDetailPage);

/** The car's particulars and cover photo: the first screen of its page. */
export const preload = ({ queryClient, params }: PagePreloadContext) => {
  if (params.id) void queryClient.prefetchQuery(vehicleQueryOptions(params.id));
};
