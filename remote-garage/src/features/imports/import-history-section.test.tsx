import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportPreview } from '@vg/contract';
import { sentBodies } from '@vg/shared/test-support';
import { renderGarage } from '../../../test/render-garage';
import { ScriptedXhr, installScriptedXhr } from '../../../test/scripted-xhr';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { ImportHistorySection } from './import-history-section';

installScriptedXhr();

const vehicle = { id: 'v1', title: '1962 Jaguar E-Type', odometerUnit: 'mi' } as Vehicle;

const preview = (changes: Partial<ImportPreview> = {}): ImportPreview => ({
  id: 'i1',
  vehicleId: 'v1',
  cars: null,
  fileName: 'log.csv',
  format: 'csv',
  layout: 'spreadsheet',
  state: 'preview',
  sheets: [],
  sheet: null,
  headers: ['Date', 'Work', 'Cost'],
  columns: { date: 'Date', title: 'Work', cost: 'Cost' },
  target: null,
  dateOrder: null,
  dateOrderNeeded: true,
  currency: 'GBP',
  volumeUnit: 'litre',
  rowCount: 3,
  counts: { maintenance: 0, modification: 0, cost: 0, fuel: 0, alreadyImported: 0, refused: 3 },
  rows: [],
  refused: [
    {
      row: 2,
      reason:
        "row 2: the date '03/04/1998' reads either way: say whether this file's dates are day first or month first",
    },
  ],
  createdAt: '2026-12-02T10:00:00.000Z',
  importedAt: null,
  written: null,
  undoUntil: null,
  progress: null,
  failure: null,
  ...changes,
});

const read = preview({
  dateOrder: 'day-first',
  dateOrderNeeded: false,
  counts: { maintenance: 2, modification: 0, cost: 0, fuel: 0, alreadyImported: 0, refused: 1 },
  rows: [
    {
      row: 2,
      target: 'maintenance',
      date: '1998-04-03',
      title: 'Grease the chassis',
      category: 'other',
      odometer: 61200,
      cost: 5.5,
      currency: 'GBP',
      volume: null,
      supplier: null,
      notes: null,
      alreadyImported: false,
      vehicleId: 'v1',
    },
  ],
  refused: [{ row: 4, reason: "row 4: the date '31/02/1998' does not exist" }],
});

describe('Import history', () => {
  it('asks the day order, previews the rows as they will read, imports them and offers undo', async () => {
    const { fetchMock } = renderGarage(<ImportHistorySection vehicle={vehicle} />, {
      api: {
        'GET /api/v1/vehicles/v1/imports': { body: { data: [] } },
        'PATCH /api/v1/imports/i1': { body: { data: read } },
        'POST /api/v1/imports/i1/confirm': {
          body: {
            data: {
              ...read,
              state: 'imported',
              written: 2,
              importedAt: '2026-12-02T10:01:00.000Z',
              undoUntil: '2027-01-01T10:01:00.000Z',
            },
          },
        },
        'DELETE /api/v1/imports/i1': { status: 204, body: null },
      },
    });
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Choose a file'),
      new File(['Date,Work,Cost\n03/04/1998,Grease the chassis,5.50\n'], 'log.csv', {
        type: 'text/csv',
      }),
    );
    const [xhr] = ScriptedXhr.sent;
    expect(xhr?.url).toMatch(/\/api\/v1\/vehicles\/v1\/imports$/);
    await act(async () => xhr?.respond(201, { data: preview() }));

    expect(await screen.findByRole('heading', { name: 'log.csv' })).toBeInTheDocument();
    expect(screen.getByText(/reads either way/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nothing new to import' })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText(/^Dates in this file/), 'day-first');
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PATCH', '/api/v1/imports/i1')).toEqual([
        { dateOrder: 'day-first' },
      ]),
    );
    expect(await screen.findByText('Grease the chassis')).toBeInTheDocument();
    expect(screen.getByText("row 4: the date '31/02/1998' does not exist")).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import 2 maintenance records' }));
    expect(
      await screen.findByRole('heading', { name: 'Imported from log.csv' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo this import' }));
    expect(
      await screen.findByText(
        'The 2 records imported from log.csv will be deleted. Records you entered yourself stay.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo import' }));
    expect(await screen.findByLabelText('Choose a file')).toBeInTheDocument();
  });

  it('shows a big file written in the background with its progress bar until it is imported', async () => {
    const states = [
      { ...read, state: 'importing' as const, progress: 40 },
      {
        ...read,
        state: 'imported' as const,
        written: 2,
        importedAt: '2026-12-02T10:01:00.000Z',
        undoUntil: '2027-01-01T10:01:00.000Z',
      },
    ];
    renderGarage(<ImportHistorySection vehicle={vehicle} />, {
      api: {
        'GET /api/v1/vehicles/v1/imports': { body: { data: [] } },
        'POST /api/v1/imports/i1/confirm': {
          status: 202,
          body: { data: { ...read, state: 'importing', progress: 0 } },
        },
        'GET /api/v1/imports/i1': () => ({ body: { data: states.shift() ?? states.at(-1) } }),
      },
    });
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Choose a file'),
      new File(['Date,Work,Cost\n'], 'log.csv', { type: 'text/csv' }),
    );
    const [xhr] = ScriptedXhr.sent;
    await act(async () => xhr?.respond(201, { data: read }));
    await user.click(await screen.findByRole('button', { name: 'Import 2 maintenance records' }));
    const bar = await screen.findByRole('progressbar', { name: 'Importing log.csv' });
    expect(bar).toHaveAttribute('value', '0');
    await waitFor(
      () =>
        expect(screen.getByRole('progressbar', { name: 'Importing log.csv' })).toHaveAttribute(
          'value',
          '40',
        ),
      { timeout: 3000 },
    );
    expect(
      await screen.findByRole('heading', { name: 'Imported from log.csv' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says why a big file stopped, and that nothing of it was kept', async () => {
    renderGarage(<ImportHistorySection vehicle={vehicle} />, {
      api: {
        'GET /api/v1/vehicles/v1/imports': { body: { data: [] } },
        'POST /api/v1/imports/i1/confirm': {
          status: 202,
          body: { data: { ...read, state: 'importing', progress: 0 } },
        },
        'GET /api/v1/imports/i1': {
          body: { data: { ...read, state: 'failed', failure: 'Writing stopped at row 1002.' } },
        },
      },
    });
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Choose a file'),
      new File(['Date,Work,Cost\n'], 'log.csv', { type: 'text/csv' }),
    );
    await act(async () => ScriptedXhr.sent[0]?.respond(201, { data: read }));
    await user.click(await screen.findByRole('button', { name: 'Import 2 maintenance records' }));
    expect(
      await screen.findByText('Writing stopped at row 1002.', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'log.csv was not imported' })).toBeInTheDocument();
  });

  it("says the server's reason for a file it refuses", async () => {
    renderGarage(<ImportHistorySection vehicle={vehicle} />, {
      api: { 'GET /api/v1/vehicles/v1/imports': { body: { data: [] } } },
    });
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Choose a file'),
      new File(['=HYPERLINK()'], 'bad.csv', { type: 'text/csv' }),
    );
    const [xhr] = ScriptedXhr.sent;
    const reason =
      "row 2, 'Notes': the cell '=HYPERLINK()' would run as a formula in a spreadsheet. Nothing was imported.";
    await act(async () =>
      xhr?.respond(422, { error: { message: reason, fields: { file: reason } } }),
    );
    expect(await screen.findByText(reason)).toBeInTheDocument();
  });

  it('lists the car’s imports, and undoes one of them on a later visit', async () => {
    const { fetchMock } = renderGarage(<ImportHistorySection vehicle={vehicle} />, {
      api: {
        'GET /api/v1/vehicles/v1/imports': {
          body: {
            data: [
              {
                id: 'i2',
                fileName: 'service-records.csv',
                state: 'imported',
                createdAt: '2026-12-01T10:00:00.000Z',
                importedAt: '2026-12-01T10:01:00.000Z',
                undoneAt: null,
                written: 3,
                undoUntil: '2026-12-31T10:01:00.000Z',
              },
            ],
          },
        },
        'DELETE /api/v1/imports/i2': { status: 204, body: null },
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('service-records.csv')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Undo the import of service-records.csv' }),
    );
    expect(
      await screen.findByText(
        'The 3 records imported from service-records.csv will be deleted. Records you entered yourself stay.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo import' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            String(url).endsWith('/api/v1/imports/i2') &&
            (init as RequestInit | undefined)?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });
});

describe('Import history of the whole garage', () => {
  const garage = preview({
    vehicleId: null,
    fileName: 'garage.csv',
    headers: ['Date', 'Car', 'Work', 'Mileage'],
    columns: { date: 'Date', car: 'Car', title: 'Work', odometer: 'Mileage' },
    dateOrderNeeded: false,
    cars: [
      {
        vehicleId: 'v1',
        title: '1962 Jaguar E-Type',
        registration: 'ABC 123D',
        odometerUnit: 'mi',
        rows: 2,
        alreadyImported: 0,
      },
      {
        vehicleId: 'v2',
        title: '1960 Morris Minor',
        registration: null,
        odometerUnit: 'km',
        rows: 1,
        alreadyImported: 1,
      },
    ],
    counts: { maintenance: 3, modification: 0, cost: 0, fuel: 0, alreadyImported: 1, refused: 1 },
    rows: [
      { ...read.rows[0]!, vehicleId: 'v1' },
      { ...read.rows[0]!, row: 3, title: 'Tappets', odometer: 1200, vehicleId: 'v2' },
    ],
    refused: [{ row: 5, reason: "row 5: no car in your garage is called 'Jag'" }],
  });

  it('sends one file for every car, shows the rows each car gets, and reads the car column', async () => {
    const { fetchMock } = renderGarage(<ImportHistorySection />, {
      api: {
        'GET /api/v1/garage-imports': { body: { data: [] } },
        'PATCH /api/v1/imports/i1': { body: { data: garage } },
        'POST /api/v1/imports/i1/confirm': {
          body: {
            data: {
              ...garage,
              state: 'imported',
              written: 3,
              importedAt: '2026-12-02T10:01:00.000Z',
              undoUntil: '2027-01-01T10:01:00.000Z',
            },
          },
        },
      },
    });
    expect(await screen.findByText(/a column naming each row's car/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Choose a file'),
      new File(['Date,Car,Work\n'], 'garage.csv', { type: 'text/csv' }),
    );
    const [xhr] = ScriptedXhr.sent;
    expect(xhr?.url).toMatch(/\/api\/v1\/garage-imports$/);
    await act(async () => xhr?.respond(201, { data: garage }));

    const perCar = await screen.findByRole('list', { name: 'Rows for each car' });
    expect(perCar).toHaveTextContent('1962 Jaguar E-Type (ABC 123D): 2 rows');
    expect(perCar).toHaveTextContent('1960 Morris Minor: 1 row (1 row imported already)');
    expect(screen.getByText("row 5: no car in your garage is called 'Jag'")).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '1,200 km' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Car'), 'Work');
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PATCH', '/api/v1/imports/i1')).toEqual([
        { columns: { car: 'Work' } },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Import 3 maintenance records' }));
    expect(
      await screen.findByRole('heading', { name: 'Imported from garage.csv' }),
    ).toBeInTheDocument();
  });

  it("offers no car column for a car's own file", async () => {
    renderGarage(<ImportHistorySection vehicle={vehicle} />, {
      api: { 'GET /api/v1/vehicles/v1/imports': { body: { data: [] } } },
    });
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Choose a file'),
      new File(['Date,Work\n'], 'log.csv', { type: 'text/csv' }),
    );
    await act(async () => ScriptedXhr.sent[0]?.respond(201, { data: read }));
    expect(await screen.findByLabelText('Work or title')).toBeInTheDocument();
    expect(screen.queryByLabelText('Car')).not.toBeInTheDocument();
  });
});
