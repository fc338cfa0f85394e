import { screen, waitFor } from '@testing-library/react';
import type { PagePreloadContext } from '@vg/shared';
import { createTestQueryClient, fakeApi, page } from '@vg/shared/test-support';
import { emptyGarage, renderGarage } from '../../test/render-garage';
import { dashboardQueryOptions } from '../entities/dashboard/api/get-dashboard';
import { DashboardPage } from '../pages/dashboard/dashboard-page';
import { preload as preloadDashboard } from './dashboard-page';
import { preload as preloadVehicle } from './vehicle-detail-page';
import { preload as preloadVehicles } from './vehicles-page';

/** Calls a page module's preload as the host does once the module has loaded. */
function preloadWith(
  preload: (context: PagePreloadContext) => void,
  { params = {}, search = '' }: { params?: Record<string, string>; search?: string } = {},
) {
  const queryClient = createTestQueryClient();
  preload({ queryClient, params, search: new URLSearchParams(search) });
  return queryClient;
}

const apiCalls = (requests: { method: string; url: string }[]) =>
  requests.filter(({ url }) => url !== '/api/v1/auth/user').map(({ url }) => url);

describe("the garage's pages start their data as their module loads", () => {
  it('the dashboard, which then opens on it without asking the API again', async () => {
    const api = { 'GET /api/v1/dashboard': { body: { data: emptyGarage } } };
    const asked = fakeApi(api);
    const queryClient = preloadWith(preloadDashboard);
    expect(apiCalls(asked)).toEqual(['/api/v1/dashboard']);
    await waitFor(() =>
      expect(queryClient.getQueryState(dashboardQueryOptions.queryKey)?.status).toBe('success'),
    );

    const { requests } = renderGarage(<DashboardPage />, { api, queryClient });
    expect(await screen.findByRole('heading', { name: 'Start your garage' })).toBeVisible();
    expect(apiCalls(requests)).toEqual([]);
  });

  it("a car's page: its particulars, by the address's id", () => {
    const requests = fakeApi({});
    preloadWith(preloadVehicle, { params: { id: 'a1b2c3' } });
    expect(apiCalls(requests)).toEqual(['/api/v1/vehicles/a1b2c3']);
  });

  it('the garage, as it opens; nothing for the add form', () => {
    const requests = fakeApi({ 'GET /api/v1/vehicles': page([]) });
    preloadWith(preloadVehicles, { search: 'add=1' });
    expect(apiCalls(requests)).toEqual([]);
    preloadWith(preloadVehicles);
    expect(apiCalls(requests)).toEqual(['/api/v1/vehicles?sort=recent']);
  });
});
