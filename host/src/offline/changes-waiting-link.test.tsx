import { act, screen } from '@testing-library/react';
import { offlineStore, type QueuedChange } from '@vg/shared';
import { renderInApp } from '../../test/render-in-app';
import { ChangesWaitingLink } from './changes-waiting-link';

// The top bar's counter reads the same offline state as the garage (docs/adr/0015).

const waiting = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: String(index) }) as QueuedChange);

describe('ChangesWaitingLink', () => {
  afterEach(() => act(() => offlineStore.setState((state) => ({ ...state, changes: [] }))));

  it('says how many changes wait, in words, and links to them; nothing when none', async () => {
    renderInApp(<ChangesWaitingLink />);
    expect(screen.queryByRole('link')).toBeNull();
    act(() => offlineStore.setState((state) => ({ ...state, changes: waiting(3) })));
    const link = await screen.findByRole('link', { name: '3 changes waiting' });
    expect(link).toHaveTextContent('3 changes waiting');
    expect(link).toHaveAttribute('href', '/dashboard#changes-waiting');
    act(() => offlineStore.setState((state) => ({ ...state, changes: waiting(1) })));
    expect(await screen.findByRole('link', { name: '1 change waiting' })).toBeInTheDocument();
  });
});
