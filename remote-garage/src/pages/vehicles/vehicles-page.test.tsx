import { screen, waitFor } from '@testing-library/react';
import { BannerStack } from '@vg/shared';
import { keeper, renderGarage } from '../../../test/render-garage';
import { sentBodies } from '@vg/shared/test-support';
import { VehiclesPage } from './vehicles-page';

const emptyPage = { data: [], page: { nextCursor: null } };

describe('VehiclesPage', () => {
  it('guides a new owner to add a first vehicle', async () => {
    renderGarage(<VehiclesPage />, {
      route: '/vehicles',
      api: { 'GET /api/v1/vehicles?sort=recent': () => ({ body: emptyPage }) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeInTheDocument();
    expect(await screen.findByText('Your garage is empty')).toBeInTheDocument();
  });

  it('adds a pre-1981 car by its chassis number, suggested by the model year', async () => {
    const { user, fetchMock } = renderGarage(<VehiclesPage />, {
      route: '/vehicles?add=1',
      api: {
        'POST /api/v1/vehicles': () => ({
          status: 201,
          body: { data: { id: 'v1', title: '1926 Bentley 3 Litre' } },
        }),
        'GET /api/v1/vehicles/v1': () => ({
          status: 404,
          body: { error: { message: 'Vehicle not found' } },
        }),
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Add a vehicle' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Make'), 'Bentley');
    await user.type(screen.getByLabelText('Model'), '3 Litre');
    await user.type(screen.getByLabelText('Model year'), '1926');
    expect(screen.getByLabelText('Identifier')).toHaveValue('chassis');
    await user.type(screen.getByLabelText('Chassis or frame number'), '3C 1234-B');
    expect(screen.getByText('Exactly as stamped. Found by: 3C1234B')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));

    await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/api/v1/vehicles')).toHaveLength(1));
    expect(sentBodies(fetchMock, 'POST', '/api/v1/vehicles')[0]).toMatchObject({
      identifierKind: 'chassis',
      identifier: '3C 1234-B',
      make: 'Bentley',
      model: '3 Litre',
      modelYear: 1926,
    });
  });

  it('adds a vehicle with only its make and model, as the page promises: the number can come later', async () => {
    const { user, fetchMock } = renderGarage(<VehiclesPage />, {
      route: '/vehicles?add=1',
      api: {
        'POST /api/v1/vehicles': () => ({
          status: 201,
          body: { data: { id: 'v1', title: 'Jaguar E-Type' } },
        }),
        'GET /api/v1/vehicles/v1': () => ({
          status: 404,
          body: { error: { message: 'Vehicle not found' } },
        }),
      },
    });
    expect(screen.getByText(/Only make and model are needed now/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Make'), 'Jaguar');
    await user.type(screen.getByLabelText('Model'), 'E-Type');
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));

    await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/api/v1/vehicles')).toHaveLength(1));
    expect(screen.queryByText('Enter the number exactly as stamped.')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/v1/vehicles')[0]).toMatchObject({
      identifierKind: 'none',
      identifier: null,
      make: 'Jaguar',
      model: 'E-Type',
    });
  });

  it('says the vehicle was added above its page, never in a toast over its particulars', async () => {
    const { user } = renderGarage(
      <>
        <BannerStack />
        <VehiclesPage />
      </>,
      {
        route: '/vehicles?add=1',
        api: {
          'POST /api/v1/vehicles': () => ({
            status: 201,
            body: { data: { id: 'v1', title: 'Jaguar E-Type' } },
          }),
          'GET /api/v1/vehicles/v1': () => ({
            status: 404,
            body: { error: { message: 'Vehicle not found' } },
          }),
        },
      },
    );
    await user.type(screen.getByLabelText('Make'), 'Jaguar');
    await user.type(screen.getByLabelText('Model'), 'E-Type');
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));

    // The page's banners outlive a test, as they outlive a page: the newest is first.
    const [banner] = await screen.findAllByText(/Vehicle added: Jaguar E-Type is in your garage/);
    expect(banner!.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it('tells an owner whose email is not confirmed that public and unlisted wait for it', async () => {
    renderGarage(<VehiclesPage />, {
      route: '/vehicles?add=1',
      user: { ...keeper, emailVerified: false },
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Who can see it')).toHaveAccessibleDescription(
        /Public and unlisted cars and share links need a confirmed email address/,
      ),
    );
  });

  it('asks the owner to confirm a VIN whose check digit does not add up', async () => {
    const { user, fetchMock } = renderGarage(<VehiclesPage />, { route: '/vehicles?add=1' });
    await user.type(screen.getByLabelText('Make'), 'Mazda');
    await user.type(screen.getByLabelText('Model'), 'MX-5');
    await user.type(screen.getByLabelText('VIN'), '1M8GDM9A1KP042788');
    expect(screen.getByText(/should be/)).toHaveTextContent(
      'The check digit (9th character) should be X but is 1.',
    );
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));
    expect(
      await screen.findByText(
        'Check the number on the plate, then confirm it to keep it as stamped.',
      ),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/v1/vehicles')).toHaveLength(0);
  });

  it('shows the server’s reasons next to their fields and keeps a draft across a reload', async () => {
    const api = {
      'POST /api/v1/vehicles': () => ({
        status: 422,
        body: {
          error: {
            message: 'Must be 2027 or earlier.',
            fields: { modelYear: 'Must be 2027 or earlier.' },
          },
        },
      }),
    };
    const first = renderGarage(<VehiclesPage />, { route: '/vehicles?add=1', api });
    await first.user.type(screen.getByLabelText('Make'), 'Riley');
    await first.user.type(screen.getByLabelText('Model'), 'Nine');
    await first.user.selectOptions(screen.getByLabelText('Identifier'), 'none');
    await first.user.click(screen.getByRole('button', { name: 'Add vehicle' }));
    expect(await screen.findByText('Must be 2027 or earlier.')).toBeInTheDocument();
    first.unmount();

    renderGarage(<VehiclesPage />, { route: '/vehicles?add=1', api });
    expect(
      await screen.findByText('We restored the draft you had not saved yet.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Make')).toHaveValue('Riley');
  });
});
