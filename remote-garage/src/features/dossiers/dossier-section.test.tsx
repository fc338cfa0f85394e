import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Dossier } from '@vg/contract';
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
  fingerprint: 'ab'.repeat(32),
  createdAt: '2026-11-20T10:00:00.000Z',
  withdrawnAt: null,
  state: 'valid',
  changedCount: 0,
  recordIds: [],
  ...overrides,
});

const routes = (dossiers: Dossier[]) => ({
  'GET /api/v1/vehicles/v1/dossiers': page(dossiers),
  'GET /api/v1/vehicles/v1/photos': page([]),
});

describe('DossierSection', () => {
  it('says what to do when no dossier was made yet', async () => {
    renderGarage(<DossierSection vehicle={vehicle} />, { api: routes([]) });
    expect(await screen.findByText('No dossiers yet')).toBeInTheDocument();
    expect(
      screen.getByText('This car has no photos yet: the dossier will have none.'),
    ).toBeInTheDocument();
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
