import { screen } from '@testing-library/react';
import { testUser } from '../../../../shared/test/support';
import { renderGarage } from '../../../test/render-garage';
import { DashboardPage } from './dashboard-page';

const emptyGarage = {
  vehicleCount: 0,
  vehicles: [],
  reminders: [],
  latestRecords: [],
  spending: { year: 2026, perVehicle: [] },
};

describe('DashboardPage', () => {
  it('welcomes a new member, not back: nobody is back on their first visit', async () => {
    renderGarage(<DashboardPage />, {
      user: testUser({ displayName: 'Ann Keeper' }),
      api: { 'GET /api/v1/dashboard': () => ({ body: { data: emptyGarage } }) },
    });
    expect(await screen.findByText('Welcome, Ann Keeper')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });
});
