import { screen } from '@testing-library/react';
import { testUser } from '@vg/shared/test-support';
import { emptyGarage, renderGarage } from '../../../test/render-garage';
import { DashboardPage } from './dashboard-page';

const garageCar = (n: number) => ({
  id: `v${n}`,
  title: `196${n} Jaguar E-Type`,
  identifierKind: 'chassis',
  identifier: `85000${n}`,
  make: 'Jaguar',
  model: 'E-Type',
  variant: null,
  modelYear: 1960 + n,
  currentColour: null,
  odometerUnit: 'mi',
  odometerReading: null,
  condition: null,
  status: 'active',
  coverPhoto: { id: `p${n}`, thumbUrl: `/photos/p${n}/thumb`, displayUrl: `/photos/p${n}/display` },
  registration: null,
  visibility: 'private',
  createdAt: '2026-11-01T10:00:00.000Z',
});

describe('DashboardPage', () => {
  it("fetches the first screen's photos at once, and the cars further down only when near", async () => {
    const cars = [1, 2, 3].map(garageCar);
    renderGarage(<DashboardPage />, {
      api: {
        'GET /api/v1/dashboard': () => ({
          body: { data: { ...emptyGarage, vehicleCount: 3, vehicles: cars } },
        }),
      },
    });
    const photos = await Promise.all(
      cars.map((car) => screen.findByRole('img', { name: car.title })),
    );
    expect(photos.map((photo) => photo.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'lazy',
    ]);
    expect(photos.map((photo) => photo.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      'auto',
    ]);
  });

  it('welcomes a new member, not back: nobody is back on their first visit', async () => {
    renderGarage(<DashboardPage />, {
      user: testUser({ displayName: 'Ann Keeper' }),
      api: { 'GET /api/v1/dashboard': () => ({ body: { data: emptyGarage } }) },
    });
    expect(await screen.findByText('Welcome, Ann Keeper')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  /** The dashboard of a member with one car who joined at `createdAt`. */
  const renderWithOneCar = (createdAt: string) =>
    renderGarage(<DashboardPage />, {
      user: testUser({ displayName: 'Ann Keeper', createdAt }),
      api: {
        'GET /api/v1/dashboard': () => ({
          body: { data: { ...emptyGarage, vehicleCount: 1, vehicles: [garageCar(1)] } },
        }),
      },
    });

  it('welcomes a member who joined today, though they have added a car', async () => {
    renderWithOneCar(new Date().toISOString());
    expect(await screen.findByText('Welcome, Ann Keeper')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('welcomes back a member with cars who joined before today', async () => {
    renderWithOneCar('2026-01-01T00:00:00.000Z');
    expect(await screen.findByText('Welcome back, Ann Keeper')).toBeInTheDocument();
  });
});
