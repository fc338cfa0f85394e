import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Dossier, VehicleDocument } from '@vg/contract';
import { apiError, page } from '@vg/shared/test-support';
import { renderGarage } from '../../../test/render-garage';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { DossierSection } from './dossier-section';

const vehicle = { id: 'v1' } as Vehicle;

const dossier = (overrides: Partial<Dossier> = {}): Dossier => ({
  id: 'd1',
  vehicleId: 'v1',
  code: 'XB08TB6AXZM8',
  path: '/verify/XB08TB6AXZM8',
  paper: 'A4',
  costs: false,
  notes: false,
  photoCount: 2,
  recordCount: 14,
  documentCount: 0,
  appendDocuments: false,
  fingerprint: 'ab'.repeat(32),
  createdAt: '2026-11-20T10:00:00.000Z',
  withdrawnAt: null,
  state: 'valid',
  changedCount: 0,
  recordIds: [],
  ...overrides,
});

const paper = (overrides: Partial<VehicleDocument>): VehicleDocument => ({
  id: 'p1',
  vehicleId: 'v1',
  kind: 'invoice',
  title: 'Marque Motors invoice 4471',
  date: '2019-03-12',
  note: null,
  maintenanceRecordId: null,
  modificationId: null,
  ownershipPeriodId: null,
  fileName: 'invoice-4471.pdf',
  mediaType: 'application/pdf',
  byteSize: 120_000,
  sha256: 'cd'.repeat(32),
  pageCount: 2,
  reading: 'done',
  textSource: 'embedded',
  fileUrl: '/api/v1/documents/p1/file',
  thumbUrl: null,
  previewUrl: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const routes = (dossiers: Dossier[], papers: VehicleDocument[] = []) => ({
  'GET /api/v1/vehicles/v1/dossiers': page(dossiers),
  'GET /api/v1/vehicles/v1/photos': page([]),
  'GET /api/v1/vehicles/v1/documents': { body: { data: papers } },
});

describe('DossierSection', () => {
  it('says what to do when no dossier was made yet', async () => {
    renderGarage(<DossierSection vehicle={vehicle} />, { api: routes([]) });
    expect(await screen.findByText('No dossiers yet')).toBeInTheDocument();
    expect(
      screen.getByText('This car has no photos yet: the dossier will have none.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('This car has no papers yet: the dossier will list none.'),
    ).toBeInTheDocument();
  });

  it('lists the car’s papers to choose, and appends them only once one is chosen', async () => {
    const user = userEvent.setup();
    const { requests } = renderGarage(<DossierSection vehicle={vehicle} />, {
      api: {
        ...routes(
          [],
          [
            paper({}),
            paper({
              id: 'p2',
              kind: 'certificate',
              title: 'Heritage certificate',
              date: null,
              pageCount: 1,
            }),
          ],
        ),
        'POST /api/v1/vehicles/v1/dossiers': apiError(429, 'Too many attempts.'),
      },
    });
    const papers = await screen.findByRole('group', { name: 'Papers' });
    const invoice = within(papers).getByRole('checkbox', { name: 'Marque Motors invoice 4471' });
    expect(
      within(papers).getByText('Invoice or receipt · Mar 12, 2019 · 2 pages'),
    ).toBeInTheDocument();
    expect(
      within(papers).getByText('Heritage or build certificate · Undated · 1 page'),
    ).toBeInTheDocument();
    const append = within(papers).getByRole('checkbox', { name: 'Append the papers to the PDF' });
    expect(append).toBeDisabled();
    await user.click(invoice);
    expect(append).toBeEnabled();
    await user.click(append);
    await user.click(screen.getByRole('button', { name: 'Make dossier' }));
    await screen.findByRole('alert');
    const made = requests.find((request) => request.method === 'POST');
    expect(made?.body).toMatchObject({ documentIds: ['p1'], appendDocuments: true });
  });

  it('totals the range named on the Costs tab when costs are included, unless unticked', async () => {
    window.localStorage.setItem(
      'vg_cost_range:v1',
      JSON.stringify({ name: 'Restoration', from: '2021-01-01', to: '2021-12-31' }),
    );
    const user = userEvent.setup();
    const { requests } = renderGarage(<DossierSection vehicle={vehicle} />, {
      api: {
        ...routes([]),
        'POST /api/v1/vehicles/v1/dossiers': apiError(429, 'Too many attempts.'),
      },
    });
    const rangeName = 'Also total Restoration (Jan 1, 2021 to Dec 31, 2021)';
    expect(screen.queryByRole('checkbox', { name: rangeName })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: /Include costs/ }));
    expect(screen.getByRole('checkbox', { name: rangeName })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Make dossier' }));
    await screen.findByRole('alert');
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      costs: true,
      costRange: { name: 'Restoration', from: '2021-01-01', to: '2021-12-31' },
    });
    await user.click(screen.getByRole('checkbox', { name: rangeName }));
    await user.click(screen.getByRole('button', { name: 'Make dossier' }));
    await screen.findByRole('alert');
    const second = requests.filter((request) => request.method === 'POST')[1];
    expect(second?.body).toMatchObject({ costs: true });
    expect(second?.body).not.toHaveProperty('costRange');
    window.localStorage.removeItem('vg_cost_range:v1');
  });

  it('lists a dossier with its verification address, and withdraws it only once confirmed', async () => {
    const user = userEvent.setup();
    const { requests } = renderGarage(<DossierSection vehicle={vehicle} />, {
      api: {
        ...routes([dossier()]),
        'POST /api/v1/dossiers/d1/withdraw': {
          body: { data: dossier({ withdrawnAt: '2026-11-21T10:00:00.000Z' }) },
        },
      },
    });
    expect(await screen.findByText('Dossier XB08-TB6A-XZM8')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\/verify\/XB08TB6AXZM8$/ })).toHaveAttribute(
      'href',
      '/verify/XB08TB6AXZM8',
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this dossier?' });
    expect(
      within(dialog).getByText(/will then say only that it was withdrawn/),
    ).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw dossier' }));
    expect(await screen.findByText('Dossier withdrawn', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((r) => r.url)).toEqual([
      '/api/v1/dossiers/d1/withdraw',
    ]);
  });

  it('shows each dossier’s state: valid, no longer matching (how many records), withdrawn', async () => {
    renderGarage(<DossierSection vehicle={vehicle} />, {
      api: routes([
        dossier(),
        dossier({ id: 'd2', code: 'XB08TB6AXZM9', state: 'changed', changedCount: 2 }),
        dossier({
          id: 'd3',
          code: 'XB08TB6AXZMA',
          state: 'withdrawn',
          withdrawnAt: '2026-11-21T10:00:00.000Z',
        }),
      ]),
    });
    const card = async (code: string) =>
      (await screen.findByText(`Dossier ${code}`)).closest('span') as HTMLElement;
    expect(await card('XB08-TB6A-XZM8')).toHaveTextContent(/Valid$/);
    expect(await card('XB08-TB6A-XZM9')).toHaveTextContent(/No longer matches: 2 records changed$/);
    expect(await card('XB08-TB6A-XZMA')).toHaveTextContent(/Withdrawn$/);
    expect(screen.queryByText('Active')).not.toBeInTheDocument();
  });

  it('says why a dossier could not be made, in place', async () => {
    const user = userEvent.setup();
    renderGarage(<DossierSection vehicle={vehicle} />, {
      api: {
        ...routes([]),
        'POST /api/v1/vehicles/v1/dossiers': apiError(
          429,
          'Too many attempts. Please try again later.',
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Make dossier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The dossier could not be made: Too many attempts. Please try again later.',
    );
  });
});
