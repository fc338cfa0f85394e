import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@vg/shared/test-support';
import { PhotoGallery } from './photo-gallery';

const photo = (n: number, width = 1600, height = 900) => ({
  id: `p${n}`,
  vehicleId: 'v1',
  caption: n === 2 ? null : `Photo number ${n}`,
  stage: null,
  position: n,
  width,
  height,
  maintenanceRecordId: null,
  modificationId: null,
  thumbUrl: `/photos/p${n}-thumb.webp`,
  displayUrl: `/photos/p${n}.webp`,
  createdAt: '2026-01-01T00:00:00Z',
});
const photos = [photo(1), photo(2, 900, 1600), photo(3)];

const gallery = () =>
  renderWithTheme(<PhotoGallery photos={photos} vehicleTitle="1962 Jaguar E-Type" lightbox />);

describe('the public gallery lightbox', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens a photo full-size in its own shape, with its alt text and a counter', async () => {
    gallery();
    await userEvent.click(screen.getByRole('link', { name: 'Photo number 1' }));
    const dialog = await screen.findByRole('dialog');
    const full = await screen.findByRole('img', { name: 'Photo number 1', hidden: false });
    expect(full).toHaveAttribute('src', '/photos/p1.webp');
    expect(full).toHaveStyle({ aspectRatio: '1600 / 900' });
    expect(dialog).toHaveTextContent('1 of 3');
  });

  it('goes on with the arrow keys and the buttons, and closes with Escape, focus back on the tile', async () => {
    gallery();
    const tile = screen.getByRole('link', { name: 'Photo number 3' });
    tile.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('3 of 3');
    await userEvent.keyboard('{ArrowRight}');
    expect(dialog).toHaveTextContent('1 of 3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(dialog).toHaveTextContent('3 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(dialog).toHaveTextContent('2 of 3');
    // A photo without a caption is described by the car's name.
    expect(screen.getByRole('img', { name: '1962 Jaguar E-Type' })).toHaveAttribute(
      'src',
      '/photos/p2.webp',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tile).toHaveFocus();
  });

  it('follows a swipe on a phone', async () => {
    gallery();
    await userEvent.click(screen.getByRole('link', { name: 'Photo number 1' }));
    const dialog = await screen.findByRole('dialog');
    const stage = screen.getByTestId('lightbox-stage');
    // jsdom's pointer events carry no coordinates: mouse events of the same type do.
    fireEvent(stage, new MouseEvent('pointerdown', { bubbles: true, clientX: 300 }));
    fireEvent(stage, new MouseEvent('pointerup', { bubbles: true, clientX: 120 }));
    expect(dialog).toHaveTextContent('2 of 3');
  });

  it('opens the photo the rendered page was asked for before the app ran (#photo-2)', async () => {
    window.history.replaceState(null, '', '/public/x#photo-2');
    gallery();
    expect(await screen.findByRole('dialog')).toHaveTextContent('2 of 3');
    // Closed, it leaves the address and gives focus to that photo's tile.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.hash).toBe('');
    expect(document.activeElement).toHaveAttribute('href', '/photos/p2.webp');
  });
});
