import { screen, waitFor } from '@testing-library/react';
import { page, sentBodies } from '@vg/shared/test-support';
import { renderGarage } from '../../../test/render-garage';
import type { OwnedPhoto } from '../../entities/photos/api/photo-types';
import { PhotoDetailsDialog } from './photo-details-dialog';

// A photo of an engine rebuild logged long ago: its record is on the logbook's second page.
const photo = {
  id: 'p1',
  vehicleId: 'v1',
  caption: 'Block on the stand',
  stage: 'during',
  maintenanceRecordId: 'm1',
  modificationId: null,
} as OwnedPhoto;

function renderDialog() {
  return renderGarage(<PhotoDetailsDialog photo={photo} vehicleId="v1" onClose={() => {}} />, {
    api: {
      'GET /api/v1/vehicles/v1/maintenance': ({ query }) =>
        query.get('cursor') === 'older'
          ? page([{ id: 'm1', title: 'Engine rebuild' }])
          : page([{ id: 'm2', title: 'Annual service' }], 'older'),
      'GET /api/v1/vehicles/v1/modifications': page([]),
      'PATCH /api/v1/photos/p1': { body: { data: photo } },
    },
  });
}

describe('PhotoDetailsDialog', () => {
  it('keeps the record a photo illustrates when its page is not loaded, and saves it unchanged', async () => {
    const { user, fetchMock } = renderDialog();
    const illustrates = await screen.findByLabelText('Illustrates');
    await screen.findByRole('option', { name: 'Maintenance: Annual service' });
    expect(illustrates).toHaveValue('maintenance:m1');
    expect(
      screen.getByRole('option', { name: 'The record it illustrates now (older)' }),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Caption'));
    await user.type(screen.getByLabelText('Caption'), 'Block bored +0.020');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PATCH', '/api/v1/photos/p1')).toEqual([
        {
          caption: 'Block bored +0.020',
          stage: 'during',
          maintenanceRecordId: 'm1',
          modificationId: null,
        },
      ]),
    );
  });

  it('loads older records to choose from', async () => {
    const { user } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Show older records' }));
    expect(
      await screen.findByRole('option', { name: 'Maintenance: Engine rebuild' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('option', { name: 'The record it illustrates now (older)' }),
    ).toBeNull();
    expect(screen.getByLabelText('Illustrates')).toHaveValue('maintenance:m1');
    expect(screen.queryByRole('button', { name: 'Show older records' })).toBeNull();
  });
});
