import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { LoadingState } from '@vg/shared';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../shared/test/support';
import { loadRemotePage, peekRemotePage } from './load-remote-page';
import { RemotePage } from './remote-page';
import { RemoteUnavailableError } from './remote-errors';
import { captureServerRendered } from './server-rendered-page';

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
    load.mockResolvedValue({ default: GaragePage, interfaceVersion: '1.0.0' });
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
    load.mockResolvedValueOnce({ default: GaragePage, interfaceVersion: '1.0.0' });
    renderWithProviders(<RemotePage remote="admin" page="overview-page" />);

    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Your garage' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('admin', 'overview-page', { fresh: true });
  });
});

describe('RemotePage over a page the server rendered (docs/adr/0009)', () => {
  const serverHtml =
    '<div data-vg-ssr="garage/public-vehicle-page"><h1>1962 Jaguar E-Type</h1><p>Kept by <a href="/user/keeper">keeper</a></p></div>';

  beforeEach(() => {
    document.body.innerHTML = `<div id="root">${serverHtml}</div>`;
    captureServerRendered();
    document.body.innerHTML = '';
  });
  afterEach(() => {
    document.body.innerHTML = '';
    captureServerRendered();
  });

  let answer: (heading: string | null) => void = () => undefined;
  function VehiclePage() {
    const [heading, setHeading] = useState<string | null>(null);
    answer = setHeading;
    return heading ? <h1>{heading}</h1> : <LoadingState />;
  }

  it("keeps the server's content on screen, instead of 'Loading...', until the remote page has its own", async () => {
    let loaded: (module: { default: typeof VehiclePage; interfaceVersion: string }) => void = () =>
      undefined;
    load.mockReturnValue(new Promise((resolve) => (loaded = resolve)));
    renderWithProviders(<RemotePage remote="garage" page="public-vehicle-page" />);

    expect(screen.getByRole('heading', { name: '1962 Jaguar E-Type' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();

    // The remote page is there but still loading its data: the server's content stays.
    await act(async () => loaded({ default: VehiclePage, interfaceVersion: '1.0.0' }));
    expect(screen.getByRole('heading', { name: '1962 Jaguar E-Type' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await act(async () => answer('1962 Jaguar E-Type Series 1'));
    expect(
      await screen.findByRole('heading', { name: '1962 Jaguar E-Type Series 1' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: '1962 Jaguar E-Type' })).not.toBeInTheDocument();
  });

  it('keeps the server content readable above the unavailable panel when the remote is down', async () => {
    load.mockRejectedValue(new RemoteUnavailableError('garage', 'unreachable', 'Failed to fetch'));
    renderWithProviders(<RemotePage remote="garage" page="public-vehicle-page" />);

    expect(
      await screen.findByRole('heading', { name: 'The garage section is unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1962 Jaguar E-Type' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'keeper' })).toHaveAttribute('href', '/user/keeper');
  });

  it('keeps a module under the page out of sight until the page has taken over', async () => {
    let loaded: (module: { default: typeof VehiclePage; interfaceVersion: string }) => void = () =>
      undefined;
    load.mockImplementation((remote) =>
      remote === 'garage'
        ? new Promise((resolve) => (loaded = resolve))
        : Promise.resolve({
            default: () => <p>Comments on this car</p>,
            interfaceVersion: '1.0.0',
          }),
    );
    renderWithProviders(
      <>
        <RemotePage remote="garage" page="public-vehicle-page" />
        <RemotePage remote="community" page="vehicle-conversation" />
      </>,
    );
    const comments = await screen.findByText('Comments on this car');
    expect(comments).not.toBeVisible();
    await act(async () => loaded({ default: VehiclePage, interfaceVersion: '1.0.0' }));
    await act(async () => answer('1962 Jaguar E-Type Series 1'));
    expect(await screen.findByText('Comments on this car')).toBeVisible();
  });

  it('is not used for another remote page', () => {
    load.mockReturnValue(new Promise(() => undefined));
    renderWithProviders(<RemotePage remote="community" page="showcase-page" />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '1962 Jaguar E-Type' })).not.toBeInTheDocument();
  });
});
