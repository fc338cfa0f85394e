import { screen, within } from '@testing-library/react';
import type { Collaborator } from '@vg/contract';
import { sentBodies } from '@vg/shared/test-support';
import { renderGarage } from '../../../test/render-garage';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { VehiclePermissionsProvider } from '../../entities/vehicles/vehicle-permissions-context';
import { CollaboratorsSection } from './collaborators-section';

const vehicle = { id: 'v1', title: '1963 Jaguar E-Type' } as Vehicle;

const workshop: Collaborator = {
  id: 'c1',
  role: 'workshop',
  state: 'active',
  username: 'marsh',
  displayName: null,
  businessName: 'Marsh Motors',
  invitedAt: '2026-11-28T10:00:00.000Z',
  acceptedAt: '2026-11-29T10:00:00.000Z',
};

const NOT_FOUND =
  'No member here is called “ann”. They need an account first: ask them to register, then invite them by their username or email.';

describe('CollaboratorsSection', () => {
  it('lists who works on the car and invites by username, the refusal at the field', async () => {
    const { user, fetchMock } = renderGarage(<CollaboratorsSection vehicle={vehicle} />, {
      api: {
        'GET /api/v1/vehicles/v1/collaborators': { body: { data: [workshop] } },
        'POST /api/v1/vehicles/v1/collaborators': {
          status: 422,
          body: { error: { message: NOT_FOUND, fields: { member: NOT_FOUND } } },
        },
      },
    });
    const item = await screen.findByRole('listitem', { name: 'marsh' });
    expect(item).toHaveTextContent('Workshop');
    expect(item).toHaveTextContent('Has access');
    expect(item).toHaveTextContent('Marsh Motors');
    expect(within(item).getByRole('button', { name: 'Revoke' })).toBeVisible();

    await user.type(screen.getByLabelText(/^Member/), 'ann');
    await user.click(screen.getByRole('radio', { name: 'Co-keeper' }));
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(sentBodies(fetchMock, 'POST', '/api/v1/vehicles/v1/collaborators')).toEqual([
      { member: 'ann', role: 'co-keeper' },
    ]);
    expect(await screen.findByText(NOT_FOUND)).toBeVisible();
    expect(screen.getByLabelText(/^Member/)).toHaveAccessibleDescription(new RegExp('No member'));
    expect(screen.getByLabelText(/^Member/)).toHaveValue('ann');
  });

  it('shows a co-keeper the list only', async () => {
    renderGarage(
      <VehiclePermissionsProvider access="co-keeper">
        <CollaboratorsSection vehicle={vehicle} />
      </VehiclePermissionsProvider>,
      { api: { 'GET /api/v1/vehicles/v1/collaborators': { body: { data: [workshop] } } } },
    );
    expect(await screen.findByRole('listitem', { name: 'marsh' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
  });
});
