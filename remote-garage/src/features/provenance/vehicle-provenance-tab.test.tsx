import { screen, waitFor, within } from '@testing-library/react';
import { renderGarage } from '../../../test/render-garage';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { VehicleProvenanceTab } from './vehicle-provenance-tab';

const vehicle = { id: 'v1', title: '1962 Jaguar E-Type', odometerUnit: 'mi' } as Vehicle;

describe('VehicleProvenanceTab', () => {
  it('puts the focus on Name when Enter on Add an ownership period opens the form', async () => {
    const { user } = renderGarage(<VehicleProvenanceTab vehicle={vehicle} />, {
      api: { 'GET /api/v1/vehicles/v1/ownership': () => ({ body: { data: [] } }) },
    });
    const [opener] = await screen.findAllByRole('button', { name: 'Add an ownership period' });
    opener!.focus();
    await user.keyboard('{Enter}');
    const form = screen.getByRole('form', { name: 'Add an ownership period' });
    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveFocus());
  });
});
