import { screen, within } from '@testing-library/react';
import { apiQueryKey } from '@vg/shared';
import { testUser } from '@vg/shared/test-support';
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
  scope: {
    maintenance: true,
    modifications: false,
    photos: true,
    costs: false,
    notes: false,
    documents: false,
  },
  photos: [],
  maintenance: [],
  modifications: [],
  ownership: [],
  photosAwaitingReview: false,
  documents: [],
};

const photo = {
  id: 'p1',
  vehicleId: 'v1',
  caption: 'At Goodwood',
  stage: null,
  position: 0,
  width: 1600,
  height: 900,
  maintenanceRecordId: null,
  modificationId: null,
  thumbUrl: '/photos/p1-thumb.webp',
  displayUrl: '/photos/p1.webp',
  createdAt: '2026-01-01T00:00:00Z',
};
const record = {
  id: 'm1',
  vehicleId: 'v1',
  vehicleTitle: vehicle.title,
  performedOn: '2024-04-12',
  odometer: null,
  odometerUnit: 'mi',
  category: 'service',
  title: 'Oil and filter',
  notes: null,
  performedBy: 'owner',
  shopName: null,
  labourHours: null,
  partsCost: 18,
  labourCost: null,
  totalCost: 18,
  currency: 'GBP',
  parts: [
    {
      id: 'pt1',
      description: 'Oil filter element',
      partNumber: 'BL 1234',
      brand: null,
      quantity: 1,
      unitCost: 18,
      source: null,
    },
  ],
  createdAt: '2024-04-12T00:00:00Z',
  updatedAt: '2024-04-12T00:00:00Z',
};
const modification = {
  id: 'x1',
  vehicleId: 'v1',
  vehicleTitle: vehicle.title,
  title: 'Electronic ignition',
  description: null,
  system: 'ignition',
  status: 'completed',
  performedOn: '2020-05-10',
  inPeriod: false,
  reversible: true,
  originalRetained: true,
  originalLocation: null,
  reason: null,
  cost: 150,
  currency: 'GBP',
  createdAt: '2020-05-10T00:00:00Z',
  updatedAt: '2020-05-10T00:00:00Z',
};
const fullView = {
  ...view,
  scope: {
    maintenance: true,
    modifications: true,
    photos: true,
    costs: true,
    notes: false,
    documents: false,
  },
  photos: [photo],
  maintenance: [record],
  modifications: [modification],
  photosAwaitingReview: true,
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
    expect(screen.getByRole('region', { name: 'Particulars' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Modifications/ })).not.toBeInTheDocument();
  });

  it('shows on one page, signed in as signed out, everything a link was made with', async () => {
    const token = 'b'.repeat(43);
    for (const user of [null, testUser({ username: 'reader' })]) {
      const { unmount } = renderGarage(<PublicVehiclePage />, {
        user,
        route: `/public/vehicle/${token}`,
        path: '/public/vehicle/:token',
        api: {
          [`GET /api/v1/public/vehicles/by-token/${token}`]: () => ({ body: { data: fullView } }),
        },
      });
      await screen.findByRole('heading', { level: 1, name: '1962 Jaguar E-Type' });
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      const particulars = screen.getByRole('region', { name: 'Particulars' });
      expect(within(particulars).getByText('Make')).toBeInTheDocument();
      expect(within(particulars).getByText('Jaguar')).toBeInTheDocument();
      expect(within(particulars).getByText('Model')).toBeInTheDocument();
      const maintenance = screen.getByRole('region', { name: 'Maintenance (1)' });
      expect(within(maintenance).getByText(/Oil filter element \(BL 1234\)/)).toBeInTheDocument();
      expect(within(maintenance).getByText(/£18\.00 each/)).toBeInTheDocument();
      // Work the keeper did is the keeper's, not the reader's 'Myself'.
      expect(within(maintenance).getByText(/By the keeper/)).toBeInTheDocument();
      expect(within(maintenance).queryByText(/Myself/)).not.toBeInTheDocument();
      const modifications = screen.getByRole('region', { name: 'Modifications (1)' });
      expect(within(modifications).getByText('Electronic ignition')).toBeInTheDocument();
      expect(within(modifications).getByText(/£150\.00/)).toBeInTheDocument();
      const photos = screen.getByRole('region', { name: 'Photographs (1)' });
      // Each photo opens full-size and keeps its own shape.
      expect(within(photos).getByRole('link', { name: 'At Goodwood' })).toHaveAttribute(
        'href',
        '/photos/p1.webp',
      );
      expect(within(photos).getByRole('img', { name: 'At Goodwood' })).toHaveStyle({
        aspectRatio: '1600 / 900',
      });
      expect(within(photos).getByText(/Some photos are waiting for review/)).toBeInTheDocument();
      unmount();
    }
  });

  it('says under each entry who wrote it, by role, in the rendered page’s words', async () => {
    const workshop = { role: 'workshop', workshopName: 'Marque Specialists' };
    const keeperThen = { role: 'keeper', workshopName: null };
    renderGarage(<PublicVehiclePage />, {
      user: null,
      route: '/public/vehicle/' + 'w'.repeat(43),
      path: '/public/vehicle/:token',
      api: {
        [`GET /api/v1/public/vehicles/by-token/${'w'.repeat(43)}`]: () => ({
          body: {
            data: {
              ...fullView,
              photos: [{ ...photo, author: workshop }],
              maintenance: [
                { ...record, author: workshop },
                { ...record, id: 'm2', title: 'Tyre pressures', author: keeperThen },
              ],
              modifications: [
                { ...modification, author: { role: 'workshop', workshopName: null } },
              ],
            },
          },
        }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: '1962 Jaguar E-Type' });
    const maintenance = screen.getByRole('region', { name: 'Maintenance (2)' });
    expect(
      within(maintenance).getByText('Recorded by Marque Specialists, workshop'),
    ).toBeInTheDocument();
    expect(within(maintenance).getByText('Recorded by the keeper at the time')).toBeInTheDocument();
    const modifications = screen.getByRole('region', { name: 'Modifications (1)' });
    expect(within(modifications).getByText('Recorded by a workshop')).toBeInTheDocument();
    // Never the keeper's own line of the keeper before.
    expect(screen.queryByText(/previous keeper/)).not.toBeInTheDocument();
    const photos = screen.getByRole('region', { name: 'Photographs (1)' });
    expect(
      within(photos).getByText('Recorded by Marque Specialists, workshop'),
    ).toBeInTheDocument();
  });

  it("draws a record's and a keeper's notes only when the link includes them", async () => {
    const keeperPeriod = {
      id: 'o1',
      vehicleId: 'v1',
      ownerName: 'Second keeper',
      memberUsername: null,
      place: 'Turin',
      fromDate: null,
      fromPrecision: null,
      toDate: null,
      toPrecision: null,
      acquisition: null,
      notes: 'Paid cash, receipt in the glovebox',
    };
    // As an API without the notes choice answered: the notes there, the scope silent about them.
    const { notes: _notes, ...scopeWithoutNotes } = fullView.scope;
    const answers = [
      { scope: scopeWithoutNotes, shown: false },
      { scope: { ...fullView.scope, notes: false }, shown: false },
      { scope: { ...fullView.scope, notes: true }, shown: true },
    ];
    for (const [index, { scope, shown }] of answers.entries()) {
      const token = String(index).repeat(43);
      const { unmount } = renderGarage(<PublicVehiclePage />, {
        user: null,
        route: `/public/vehicle/${token}`,
        path: '/public/vehicle/:token',
        api: {
          [`GET /api/v1/public/vehicles/by-token/${token}`]: () => ({
            body: {
              data: {
                ...fullView,
                scope,
                maintenance: [{ ...record, notes: 'Seller swore it never leaked' }],
                ownership: [keeperPeriod],
              },
            },
          }),
        },
      });
      expect(await screen.findByText('Oil and filter')).toBeInTheDocument();
      expect(screen.getByText('Second keeper')).toBeInTheDocument();
      for (const note of ['Seller swore it never leaked', 'Paid cash, receipt in the glovebox'])
        expect(screen.queryByText(note) !== null).toBe(shown);
      unmount();
    }
  });

  it('lists the papers of a link that includes them, each as a download; none otherwise', async () => {
    const paper = {
      id: 'd1',
      vehicleId: 'v1',
      kind: 'certificate',
      title: 'Heritage certificate',
      date: '1998-03-14',
      note: null,
      maintenanceRecordId: null,
      modificationId: null,
      ownershipPeriodId: null,
      fileName: 'heritage.pdf',
      mediaType: 'application/pdf',
      byteSize: 204_800,
      sha256: 'a'.repeat(64),
      pageCount: 2,
      reading: 'done',
      textSource: 'embedded',
      fileUrl: '/api/v1/documents/d1/file?size=original',
      thumbUrl: null,
      previewUrl: null,
      createdAt: '2020-05-10T00:00:00Z',
      updatedAt: '2020-05-10T00:00:00Z',
      author: { role: 'workshop', workshopName: 'Marque Specialists' },
    };
    for (const [index, shown] of [true, false].entries()) {
      const token = `p${index}`.repeat(21) + 'x';
      const { unmount } = renderGarage(<PublicVehiclePage />, {
        user: null,
        route: `/public/vehicle/${token}`,
        path: '/public/vehicle/:token',
        api: {
          [`GET /api/v1/public/vehicles/by-token/${token}`]: () => ({
            body: {
              data: { ...view, scope: { ...view.scope, documents: shown }, documents: [paper] },
            },
          }),
        },
      });
      expect(await screen.findByRole('heading', { name: vehicle.title })).toBeInTheDocument();
      if (shown) {
        const card = screen.getByRole('article', { name: 'Heritage certificate' });
        expect(card).toHaveTextContent(
          'Heritage or build certificate · Mar 14, 1998 · 2 pages · 200 KB',
        );
        expect(card).toHaveTextContent('Recorded by Marque Specialists, workshop');
        expect(within(card).getByRole('link', { name: 'Download' })).toHaveAttribute(
          'href',
          paper.fileUrl,
        );
      } else {
        expect(screen.queryByRole('heading', { name: 'Papers (1)' })).not.toBeInTheDocument();
      }
      unmount();
    }
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
            shown: false,
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

  it('keeps the car under the keys the community conversation beneath it reads (docs/query-keys.md)', async () => {
    const { queryClient, requests } = renderGarage(<PublicVehiclePage />, {
      user: null,
      route: '/public/875026',
      path: '/public/:vin',
      api: {
        'GET /api/v1/public/vehicles/by-identifier/875026': () => ({
          body: { data: [vehicle], page: { nextCursor: null } },
        }),
        'GET /api/v1/public/vehicles/v1': () => ({ body: { data: view } }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: '1962 Jaguar E-Type' });
    // The community remote's usePublicCar asks for these same keys: it finds the answers here.
    expect(
      queryClient.getQueryData(apiQueryKey('GET /public/vehicles/:id', { params: { id: 'v1' } })),
    ).toEqual({ data: view });
    expect(
      queryClient.getQueryData(
        apiQueryKey('GET /public/vehicles/by-identifier/:key', { params: { key: '875026' } }),
      ),
    ).toEqual({ data: [vehicle], page: { nextCursor: null } });
    expect(
      requests.filter((request) => request.path === '/api/v1/public/vehicles/v1'),
    ).toHaveLength(1);
  });

  it('lists the particulars as the rendered page does: its order, its labels, no row for a number not recorded', async () => {
    const token = 'c'.repeat(43);
    const unnumbered = {
      ...vehicle,
      identifierKind: 'none',
      identifier: null,
      identifierKey: null,
      variant: 'Series 1',
      modelYear: 1962,
      coachbuilder: 'Works',
      bodyStyle: 'Roadster',
      buildDate: '1962-03-01',
      buildDatePrecision: 'year',
      engineNumber: 'R1234-9',
      gearboxNumber: 'EB 1001',
      factoryColour: 'Opalescent Silver Blue',
      currentColour: 'Carmen Red',
      odometerReading: 45000,
      odometerIsActual: false,
      status: 'stored',
      condition: 'survivor',
    };
    for (const user of [null, testUser({ username: 'reader' })]) {
      const { unmount } = renderGarage(<PublicVehiclePage />, {
        user,
        route: `/public/vehicle/${token}`,
        path: '/public/vehicle/:token',
        api: {
          [`GET /api/v1/public/vehicles/by-token/${token}`]: () => ({
            body: { data: { ...view, vehicle: unnumbered } },
          }),
        },
      });
      await screen.findByRole('heading', { level: 1, name: '1962 Jaguar E-Type' });
      const particulars = screen.getByRole('region', { name: 'Particulars' });
      const rows = [...particulars.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]);
      // The same rows as api/test/public-pages/public-pages.test.ts asserts of the rendered page.
      expect(rows).toEqual([
        ['Make', 'Jaguar'],
        ['Model', 'E-Type'],
        ['Variant', 'Series 1'],
        ['Year', '1962'],
        ['Coachbuilder', 'Works'],
        ['Body style', 'Roadster'],
        ['Built', '1962'],
        ['Engine number', 'R1234-9'],
        ['Gearbox number', 'EB 1001'],
        ['Factory colour', 'Opalescent Silver Blue'],
        ['Current colour', 'Carmen Red'],
        ['Odometer', '45,000 mi (not actual)'],
        ['Status', 'Stored'],
        ['Condition', 'Survivor (unrestored)'],
      ]);
      expect(within(particulars).queryByText('Not recorded yet')).not.toBeInTheDocument();
      unmount();
    }
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
