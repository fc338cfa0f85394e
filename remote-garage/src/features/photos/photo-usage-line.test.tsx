import { screen } from '@testing-library/react';
import { renderGarage } from '../../../test/render-garage';
import { PhotoUploadPanel } from './photo-upload-panel';

const MB = 1024 * 1024;
const usage = (usedBytes: number, quotaBytes = 500 * MB) => ({
  'GET /api/v1/photos/usage': { body: { data: { usedBytes, quotaBytes } } },
});

describe('PhotoUsageLine', () => {
  it('shows beside the upload how much room the member’s photos take', async () => {
    renderGarage(<PhotoUploadPanel vehicleId="v1" />, { api: usage(13_002_342) });
    expect(await screen.findByText('Photos use 12.4 MB of 500 MB')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Room used by your photos' })).toHaveAttribute(
      'aria-valuetext',
      'Photos use 12.4 MB of 500 MB',
    );
  });

  it('says to make room when the photos nearly fill it', async () => {
    renderGarage(<PhotoUploadPanel vehicleId="v1" />, { api: usage(480 * MB) });
    expect(
      await screen.findByText(
        'Photos use 480 MB of 500 MB — delete some photos to make room for more.',
      ),
    ).toBeInTheDocument();
  });
});
