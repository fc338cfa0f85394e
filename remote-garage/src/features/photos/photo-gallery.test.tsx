import { screen } from '@testing-library/react';
import { renderWithTheme } from '@vg/shared/test-support';
import { PhotoGallery } from './photo-gallery';

const landscape = {
  id: 'p1',
  vehicleId: 'v1',
  caption: 'On the Mille Miglia',
  stage: null,
  position: 0,
  width: 1600,
  height: 900,
  maintenanceRecordId: null,
  modificationId: null,
  thumbUrl: '/photos/p1-thumb.webp',
  displayUrl: '/photos/p1.webp',
  createdAt: '2026-01-01T00:00:00Z',
};

describe('PhotoGallery', () => {
  it('never stretches a landscape photo into a tall slice: its height follows its width', () => {
    renderWithTheme(<PhotoGallery photos={[landscape]} vehicleTitle="1962 Jaguar E-Type" />);
    // The width and height attributes alone would fix the tile 900 px tall on a 358 px phone.
    expect(screen.getByRole('img', { name: 'On the Mille Miglia' })).toHaveStyle({
      height: 'auto',
    });
  });

  it('keeps each photo in its own shape on a public page, and opens it full-size', () => {
    renderWithTheme(
      <PhotoGallery photos={[landscape]} vehicleTitle="1962 Jaguar E-Type" keepShape />,
    );
    expect(screen.getByRole('img', { name: 'On the Mille Miglia' })).toHaveStyle({
      aspectRatio: '1600 / 900',
    });
    expect(screen.getByRole('link', { name: 'On the Mille Miglia' })).toHaveAttribute(
      'href',
      '/photos/p1.webp',
    );
  });
});
