import { screen } from '@testing-library/react';
import { renderGarage } from '../../../test/render-garage';
import { GarageImport } from './garage-import';

const page = (data: unknown[]) => ({ data, page: { nextCursor: null } });

describe("the garage's import page", () => {
  it('asks for a car first when the garage has none', async () => {
    const onAdd = jest.fn();
    const { user } = renderGarage(<GarageImport onBack={jest.fn()} onAdd={onAdd} />, {
      route: '/vehicles?import=1',
      api: { 'GET /api/v1/vehicles?sort=recent': () => ({ body: page([]) }) },
    });
    expect(await screen.findByText('Your garage is empty')).toBeInTheDocument();
    expect(screen.queryByLabelText('Choose a file')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));
    expect(onAdd).toHaveBeenCalled();
  });

  it("offers the file's picker for a garage with cars", async () => {
    renderGarage(<GarageImport onBack={jest.fn()} onAdd={jest.fn()} />, {
      route: '/vehicles?import=1',
      api: {
        'GET /api/v1/vehicles?sort=recent': () => ({ body: page([{ id: 'v1', title: 'Minor' }]) }),
        'GET /api/v1/garage-imports': { body: { data: [] } },
      },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: "Import your garage's history" }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Choose a file')).toBeInTheDocument();
  });

  it('offers to try again when the garage cannot be loaded', async () => {
    renderGarage(<GarageImport onBack={jest.fn()} onAdd={jest.fn()} />, {
      route: '/vehicles?import=1',
      api: {
        'GET /api/v1/vehicles?sort=recent': () => ({
          status: 500,
          body: { error: { message: 'The database is away.' } },
        }),
      },
    });
    expect(await screen.findByText('Your vehicles could not be loaded')).toBeInTheDocument();
  });
});
