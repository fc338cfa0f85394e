import { screen, waitFor, within } from '@testing-library/react';
import { sentBodies } from '@vg/shared/test-support';
import { renderGarage } from '../../../test/render-garage';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { VehicleMaintenanceTab } from './vehicle-maintenance-tab';

const vehicle = { id: 'v1', title: '1962 Jaguar E-Type', odometerUnit: 'mi' } as Vehicle;
const empty = { data: [], page: { nextCursor: null } };
const WARNING =
  'Lower than the 48,213 mi recorded on 2024-04-12. Check the reading, or confirm it if the odometer was changed or rolled over.';

describe('VehicleMaintenanceTab', () => {
  it('logs work with a part, and lets the owner confirm a reading lower than an earlier one', async () => {
    let attempts = 0;
    const { user, fetchMock } = renderGarage(<VehicleMaintenanceTab vehicle={vehicle} />, {
      api: {
        'GET /api/v1/vehicles/v1/maintenance': () => ({ body: empty }),
        'GET /api/v1/vehicles/v1/reminders': () => ({ body: empty }),
        'POST /api/v1/vehicles/v1/maintenance': () => {
          attempts += 1;
          return attempts === 1
            ? { status: 422, body: { error: { message: WARNING, fields: { odometer: WARNING } } } }
            : { status: 201, body: { data: { id: 'r1', vehicleId: 'v1' } } };
        },
      },
    });
    expect(await screen.findByText('No maintenance logged yet')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Log maintenance' })[0] as HTMLElement);
    await user.type(screen.getByLabelText('Odometer'), '4900');
    await user.type(screen.getByLabelText('Title'), 'Dynamo brushes');
    await user.click(screen.getByRole('button', { name: 'Add a part' }));
    await user.type(screen.getByLabelText('Part'), 'Brush set');
    await user.type(screen.getByLabelText('Unit cost'), '12.5');
    await user.click(screen.getByRole('button', { name: 'Save record' }));
    // A cost needs its currency before anything is sent.
    expect(
      await screen.findByText('Choose the currency this cost was paid in.'),
    ).toBeInTheDocument();
    expect(attempts).toBe(0);
    await user.type(screen.getByLabelText('Currency'), 'GBP');
    await user.click(screen.getByRole('button', { name: 'Save record' }));

    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    await user.click(
      screen.getByLabelText(
        'The reading is right (the odometer was changed, repaired or rolled over)',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save record' }));

    await waitFor(() => expect(attempts).toBe(2));
    const [first, second] = sentBodies(
      fetchMock,
      'POST',
      '/api/v1/vehicles/v1/maintenance',
    ) as Array<Record<string, unknown>>;
    expect(first).toMatchObject({
      odometer: 4900,
      odometerConfirmed: false,
      title: 'Dynamo brushes',
      parts: [{ description: 'Brush set', quantity: 1, unitCost: 12.5 }],
      currency: 'GBP',
    });
    expect(second).toMatchObject({ odometerConfirmed: true });
    expect(await screen.findByText('No maintenance logged yet')).toBeInTheDocument();
  });

  it('puts the focus on Date when Enter on Log maintenance opens the form', async () => {
    const { user } = renderGarage(<VehicleMaintenanceTab vehicle={vehicle} />, {
      api: {
        'GET /api/v1/vehicles/v1/maintenance': () => ({ body: empty }),
        'GET /api/v1/vehicles/v1/reminders': () => ({ body: empty }),
      },
    });
    const [opener] = await screen.findAllByRole('button', { name: 'Log maintenance' });
    opener!.focus();
    await user.keyboard('{Enter}');
    const form = screen.getByRole('form', { name: 'Log maintenance' });
    await waitFor(() => expect(within(form).getByLabelText('Date')).toHaveFocus());
  });

  it('says under the notes field who sees them', async () => {
    const { user } = renderGarage(<VehicleMaintenanceTab vehicle={vehicle} />, {
      api: {
        'GET /api/v1/vehicles/v1/maintenance': () => ({ body: empty }),
        'GET /api/v1/vehicles/v1/reminders': () => ({ body: empty }),
      },
    });
    const [opener] = await screen.findAllByRole('button', { name: 'Log maintenance' });
    await user.click(opener as HTMLElement);
    expect(screen.getByLabelText('Notes')).toHaveAccessibleDescription(
      'Only those who keep or work on this car see these notes, unless they are included in a share link or a sale dossier.',
    );
  });

  it('gives focus back to the button that opened the form after Save record and after Cancel', async () => {
    const { user } = renderGarage(<VehicleMaintenanceTab vehicle={vehicle} />, {
      api: {
        'GET /api/v1/vehicles/v1/maintenance': () => ({ body: empty }),
        'GET /api/v1/vehicles/v1/reminders': () => ({ body: empty }),
        'POST /api/v1/vehicles/v1/maintenance': () => ({
          status: 201,
          body: { data: { id: 'r1', vehicleId: 'v1' } },
        }),
      },
    });
    const [opener] = await screen.findAllByRole('button', { name: 'Log maintenance' });
    opener!.focus();
    await user.keyboard('{Enter}');
    await user.type(screen.getByLabelText('Title'), 'Oil change');
    await user.click(screen.getByRole('button', { name: 'Save record' }));
    await waitFor(() => expect(opener).toHaveFocus());

    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('refuses a future date before asking the server', async () => {
    const { user, fetchMock } = renderGarage(<VehicleMaintenanceTab vehicle={vehicle} />, {
      api: {
        'GET /api/v1/vehicles/v1/maintenance': () => ({ body: empty }),
        'GET /api/v1/vehicles/v1/reminders': () => ({ body: empty }),
      },
    });
    await user.click(
      (await screen.findAllByRole('button', { name: 'Log maintenance' }))[0] as HTMLElement,
    );
    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2999-01-01');
    await user.type(screen.getByLabelText('Title'), 'Time travel');
    await user.click(screen.getByRole('button', { name: 'Save record' }));
    expect(await screen.findByText('The date cannot be in the future.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/v1/vehicles/v1/maintenance')).toHaveLength(0);
  });
});
