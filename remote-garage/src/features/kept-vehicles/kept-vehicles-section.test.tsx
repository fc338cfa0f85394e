import { screen, waitFor, within } from '@testing-library/react';
import { renderGarage } from '../../../test/render-garage';
import { KeptVehiclesSection } from './kept-vehicles-section';

const kept = {
  id: 'k1',
  vehicleId: 'v9',
  title: '1926 Bentley 3 Litre',
  handedOverOn: '2025-09-03',
  keptAt: '2025-09-04T10:00:00.000Z',
};

describe('KeptVehiclesSection', () => {
  it('lists the cars handed over and opens one’s history as it stood, read-only', async () => {
    const { user } = renderGarage(<KeptVehiclesSection />, {
      api: {
        'GET /api/v1/kept-vehicles': { body: { data: [kept] } },
        'GET /api/v1/kept-vehicles/k1': {
          body: {
            data: {
              ...kept,
              history: {
                vehicle: { title: '1926 Bentley 3 Litre', odometerUnit: 'mi' },
                maintenance: [
                  {
                    title: 'Annual service',
                    performedOn: '2019-03-12',
                    odometer: 45210,
                    totalCost: 333.45,
                    currency: 'GBP',
                    notes: 'Oil weep at the rear main seal',
                    enteredAt: '2019-03-13T09:00:00.000Z',
                  },
                ],
                modifications: [],
                ownership: [],
              },
            },
          },
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Cars I have kept' });
    const car = within(list).getByRole('listitem');
    expect(car).toHaveTextContent('1926 Bentley 3 Litre');
    expect(car).toHaveTextContent('Handed over on Sep 3, 2025');
    await user.click(within(car).getByRole('button', { name: 'Show its history' }));
    expect(await within(car).findByText('Annual service')).toBeVisible();
    expect(within(car).getByText('Mar 12, 2019 · 45,210 mi · £333.45')).toBeVisible();
    expect(within(car).getByText('Oil weep at the rear main seal')).toBeVisible();
    expect(within(car).queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
  });

  it('shows nothing while the member has handed no car over', async () => {
    const { container, fetchMock } = renderGarage(<KeptVehiclesSection />, {
      api: { 'GET /api/v1/kept-vehicles': { body: { data: [] } } },
    });
    // Once the answer is in, not merely before it.
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container).toBeEmptyDOMElement();
  });
});
