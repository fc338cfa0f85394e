import { screen, within } from '@testing-library/react';
import { renderGarage } from '../../../test/render-garage';
import { vehicleDocument } from '../../../test/vehicle-document';
import { formatDate } from '../../lib/format';
import { VehiclePapersTab } from './vehicle-papers-tab';

const papers = [
  vehicleDocument(),
  vehicleDocument({
    id: 'd2',
    kind: 'registration',
    title: 'Buff logbook',
    reading: 'pending',
    textSource: null,
    thumbUrl: null,
    previewUrl: null,
    pageCount: null,
  }),
  vehicleDocument({
    id: 'd3',
    kind: 'certificate',
    title: 'Heritage certificate',
    reading: 'failed',
    textSource: null,
    thumbUrl: null,
    previewUrl: null,
    mediaType: 'image/heic',
    fileName: 'certificate.heic',
  }),
];

const api = (documents = papers) => ({
  'GET /api/v1/vehicles/v1/documents': { body: { data: documents } },
});

describe("a car's papers", () => {
  it('shows each with its picture, or where its reading stands', async () => {
    renderGarage(<VehiclePapersTab vehicleId="v1" onMakeRecord={jest.fn()} />, { api: api() });

    const read = await screen.findByRole('article', { name: 'Marelli dynamo rebuild' });
    expect(within(read).getByRole('img', { name: 'Marelli dynamo rebuild' })).toHaveAttribute(
      'src',
      papers[0]?.thumbUrl,
    );
    expect(
      within(read).getByText(`Invoice or receipt · ${formatDate('2026-03-14')} · 2 pages · 2 MB`),
    ).toBeVisible();
    expect(within(read).getByRole('button', { name: 'Make a record from this' })).toBeVisible();

    const pending = screen.getByRole('article', { name: 'Buff logbook' });
    expect(within(pending).getByRole('img', { name: 'Buff logbook (PDF)' })).toBeVisible();
    expect(
      within(pending).getByText('Reading the file… its picture and text search follow shortly.'),
    ).toBeVisible();

    const failed = screen.getByRole('article', { name: 'Heritage certificate' });
    expect(within(failed).getByRole('img', { name: 'Heritage certificate (HEIC)' })).toBeVisible();
    expect(
      within(failed).getByText(
        'This file could not be read: it has no picture and its words are not searched. The file itself is kept as uploaded.',
      ),
    ).toBeVisible();
    expect(within(failed).queryByRole('button', { name: 'Make a record from this' })).toBeNull();
  });

  it('filters by kind, and opens a paper full size with its original to download', async () => {
    const { user } = renderGarage(<VehiclePapersTab vehicleId="v1" />, { api: api() });
    await screen.findByRole('article', { name: 'Buff logbook' });

    await user.selectOptions(screen.getByLabelText('Show'), 'Registration or title (1)');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Show'), 'Every kind (3)');

    await user.click(screen.getByRole('button', { name: 'Open Marelli dynamo rebuild' }));
    const viewer = await screen.findByRole('dialog', { name: 'Marelli dynamo rebuild' });
    expect(within(viewer).getByRole('img', { name: 'Marelli dynamo rebuild' })).toHaveAttribute(
      'src',
      papers[0]?.previewUrl,
    );
    const download = within(viewer).getByRole('link', { name: 'Download the original' });
    expect(download).toHaveAttribute('href', papers[0]?.fileUrl);
    expect(download).toHaveAttribute('download', 'dynamo.pdf');
  });

  it('says what to do when there are none, and offers the upload', async () => {
    const { user } = renderGarage(<VehiclePapersTab vehicleId="v1" />, { api: api([]) });
    expect(await screen.findByRole('heading', { name: 'No papers yet' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add papers' }));
    expect(screen.getByRole('form', { name: 'Add papers' })).toBeVisible();
    expect(screen.getByLabelText('Kind')).toHaveDisplayValue('Invoice or receipt');
  });

  it('says when the papers could not be loaded, with a way to try again', async () => {
    renderGarage(<VehiclePapersTab vehicleId="v1" />, {
      api: {
        'GET /api/v1/vehicles/v1/documents': {
          status: 500,
          body: { error: { message: 'Database unavailable' } },
        },
      },
    });
    expect(
      await screen.findByText('The papers could not be loaded', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /Try again|Retry/ })).toBeVisible();
  }, 15_000);
});
