import { screen, within } from '@testing-library/react';
import { testUser } from '../../../../shared/test/support';
import { renderGarage } from '../../../test/render-garage';
import { PublicVehiclePage } from './public-vehicle-page';

const vehicle = {
  id: 'v1',
  title: '1962 Jaguar E-Type',
  identifierKind: 'chassis',
  identifier: '875 026',
  identifierKey: '875026',
  identifierCheck: null,
  make: 'Jaguar',
  model: 'E-Type',
  odometerUnit: 'mi',
  odometerReading: null,
  odometerIsActual: true,
  status: 'active',
  matchingNumbers: { chassis: 'matching', engine: 'matching', gearbox: 'unknown', body: 'unknown' },
  coverPhoto: null,
  ownerUsername: 'keeper',
};
const view = {
  vehicle,
  scope: { maintenance: true, modifications: false, photos: true, costs: false },
  photos: [],
  maintenance: [],
  modifications: [],
  ownership: [],
};

describe('PublicVehiclePage', () => {
  it('opens a share link signed out and asks search engines not to index it', async () => {
    const token = 'a'.repeat(43);
    renderGarage(<PublicVehiclePage />, {
      user: null,
      route: `/public/vehicle/${token}`,
      path: '/public/vehicle/:token',
      api: { [`GET /api/v1/public/vehicles/by-token/${token}`]: () => ({ body: { data: view } }) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '1962 Jaguar E-Type' }),
    ).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    expect(screen.getByRole('tab', { name: 'Maintenance' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Modifications' })).not.toBeInTheDocument();
  });

  it("gives an administrator the car's moderation actions; a visitor gets none", async () => {
    const api = {
      'GET /api/v1/public/vehicles/by-identifier/875026': () => ({
        body: { data: [{ id: 'v1', title: vehicle.title, ownerUsername: 'keeper' }] },
      }),
      'GET /api/v1/public/vehicles/v1': () => ({ body: { data: view } }),
      'GET /api/v1/admin/vehicles/v1': () => ({
        body: {
          data: {
            id: 'v1',
            title: vehicle.title,
            publicPath: '/public/875026',
            identifier: '875 026',
            visibility: 'public',
            coverThumbUrl: null,
            keeper: { id: 'k1', username: 'keeper', isAdmin: false, suspended: false },
            featured: false,
            note: null,
          },
        },
      }),
    };
    const { unmount } = renderGarage(<PublicVehiclePage />, {
      user: testUser({ role: 'admin', username: 'curator' }),
      route: '/public/875026',
      path: '/public/:vin',
      api,
    });
    const panel = await screen.findByRole('region', { name: 'Administrator' });
    expect(within(panel).getByRole('button', { name: 'Feature in the showcase' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Suspend @keeper' })).toBeVisible();
    unmount();

    const visitor = renderGarage(<PublicVehiclePage />, {
      user: null,
      route: '/public/875026',
      path: '/public/:vin',
      api,
    });
    await screen.findByRole('heading', { level: 1, name: '1962 Jaguar E-Type' });
    expect(screen.queryByRole('region', { name: 'Administrator' })).not.toBeInTheDocument();
    expect(visitor.requests.some((request) => request.path.startsWith('/api/v1/admin'))).toBe(
      false,
    );
  });

  it('says when a share link no longer works', async () => {
    renderGarage(<PublicVehiclePage />, {
      user: null,
      route: '/public/vehicle/revoked',
      path: '/public/vehicle/:token',
      api: {
        'GET /api/v1/public/vehicles/by-token/revoked': () => ({
          status: 404,
          body: { error: { message: 'gone' } },
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link does not work' }),
    ).toBeInTheDocument();
  });

  it('finds a public vehicle by its number typed with separators, and lets the visitor choose among several', async () => {
    renderGarage(<PublicVehiclePage />, {
      user: null,
      route: '/public/875-026',
      path: '/public/:vin',
      api: {
        'GET /api/v1/public/vehicles/by-identifier/875-026': () => ({
          body: {
            data: [vehicle, { ...vehicle, id: 'v2', title: '1931 Riley Nine' }],
            page: { nextCursor: null },
          },
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vehicles numbered 875026' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1931 Riley Nine' })).toHaveAttribute(
      'href',
      '/public/875-026?id=v2',
    );
  });
});
