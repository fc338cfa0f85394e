import type { PagePreloadContext } from '@vg/shared';
import { exposePage } from '../remote-interface';
import {
  INITIAL_VEHICLE_FILTERS,
  vehicleListQueryOptions,
} from '../entities/vehicles/api/list-vehicles';
import { VehiclesPage } from '../pages/vehicles/vehicles-page';

export { interfaceVersion } from '../remote-interface';
export default exposePage(VehiclesPage);

/** The garage's first page of cars, as it opens (not the form of /vehicles?add=1). */
export const preload = ({ queryClient, search }: PagePreloadContext) => {
  if (!search.has('add'))
    void queryClient.prefetchInfiniteQuery(vehicleListQueryOptions(INITIAL_VEHICLE_FILTERS));
};
