import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderGarage } from '../../../test/render-garage';
import { PhotoUploadPanel } from './photo-upload-panel';

describe('PhotoUploadPanel', () => {
  it('refuses a photo over 15 MB and a file that is not an image before sending anything', async () => {
    const { fetchMock } = renderGarage(<PhotoUploadPanel vehicleId="v1" />);
    // A file picker can be told to show everything: the type check must not rely on `accept`.
    const user = userEvent.setup({ applyAccept: false });
    const open = jest.spyOn(XMLHttpRequest.prototype, 'open');
    const huge = new File([new Uint8Array(15 * 1024 * 1024 + 1)], 'huge.jpg', {
      type: 'image/jpeg',
    });
    const pdf = new File(['%PDF-1.7'], 'logbook.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Choose photos to upload'), [huge, pdf]);

    expect(await screen.findByText('A photo can be at most 15 MB.')).toBeInTheDocument();
    expect(screen.getByText('Only JPEG, PNG and WebP photos can be uploaded.')).toBeInTheDocument();
    expect(screen.getByText('huge.jpg — not uploaded')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/vehicles/v1/photos')),
    ).toHaveLength(0);
  });
});
