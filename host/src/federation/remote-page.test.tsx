import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../shared/test/support';
import { loadRemotePage, peekRemotePage } from './load-remote-page';
import { RemotePage } from './remote-page';
import { RemoteUnavailableError } from './remote-errors';

jest.mock('./load-remote-page', () => ({
  loadRemotePage: jest.fn(),
  peekRemotePage: jest.fn(),
}));

const load = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;
const peek = peekRemotePage as jest.MockedFunction<typeof peekRemotePage>;

let crash = true;
function GaragePage() {
  if (crash) throw new Error('garage bug');
  return <h1>Your garage</h1>;
}

beforeEach(() => {
  crash = true;
  peek.mockReturnValue(undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemotePage', () => {
  it('shows the unavailable panel when a remote throws while rendering, and Retry renders it again', async () => {
    load.mockResolvedValue({ default: GaragePage, contractVersion: '1.0.0' });
    renderWithProviders(<RemotePage remote="garage" page="dashboard-page" />);

    expect(
      await screen.findByRole('heading', { name: 'The garage section is unavailable' }),
    ).toBeInTheDocument();
    crash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Your garage' })).toBeInTheDocument();
  });

  it("shows 'Loading...' while the remote loads, and the panel when it cannot be loaded", async () => {
    let fail: (error: Error) => void = () => undefined;
    load.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    renderWithProviders(<RemotePage remote="community" page="showcase-page" />);

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    fail(new RemoteUnavailableError('community', 'unreachable', 'Failed to fetch'));
    expect(
      await screen.findByRole('heading', { name: 'The community section is unavailable' }),
    ).toBeInTheDocument();
  });

  it('asks for a fresh load on Retry after a failed load', async () => {
    load.mockRejectedValueOnce(new RemoteUnavailableError('admin', 'timeout', 'slow'));
    crash = false;
    load.mockResolvedValueOnce({ default: GaragePage, contractVersion: '1.0.0' });
    renderWithProviders(<RemotePage remote="admin" page="overview-page" />);

    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Your garage' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('admin', 'overview-page', { fresh: true });
  });
});
