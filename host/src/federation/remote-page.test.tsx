import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import { LoadingState } from '@vg/shared';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@vg/shared/test-support';
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

describe('RemotePage over a form the server rendered (the sign-in page)', () => {
  const serverForm = `<div data-vg-ssr="account/sign-in-page"><h1>Sign in</h1>
    <form aria-label="Sign in" method="post" action="/api/v1/auth/login/form">
      <label for="s-id">Email or username</label><input id="s-id" name="identifier" />
      <label for="s-pw">Password</label><input id="s-pw" name="password" type="password" />
      <label><input name="remember" type="checkbox" /> Remember me</label>
    </form></div>`;

  afterEach(() => {
    document.body.innerHTML = '';
    captureServerRendered();
  });

  /** The remote's own form: controlled fields, as useForm keeps them. */
  function AppSignIn() {
    const [values, setValues] = useState({ identifier: '', password: '', remember: false });
    return (
      <>
        <h1>Sign in</h1>
        <form aria-label="Sign in">
          <label htmlFor="a-id">Email or username</label>
          <input
            id="a-id"
            name="identifier"
            value={values.identifier}
            onChange={(event) => setValues((now) => ({ ...now, identifier: event.target.value }))}
          />
          <label htmlFor="a-pw">Password</label>
          <input
            id="a-pw"
            name="password"
            type="password"
            value={values.password}
            onChange={(event) => setValues((now) => ({ ...now, password: event.target.value }))}
          />
          <label>
            <input
              name="remember"
              type="checkbox"
              checked={values.remember}
              onChange={(event) => setValues((now) => ({ ...now, remember: event.target.checked }))}
            />{' '}
            Remember me
          </label>
          <output aria-label="Typed">{JSON.stringify(values)}</output>
        </form>
      </>
    );
  }

  it('gives the focus back to the field being typed in when the app moves the page into place', async () => {
    document.body.innerHTML = `<div id="root">${serverForm}</div>`;
    captureServerRendered();
    const field = screen.getByLabelText('Email or username');
    field.focus();
    // React's first render empties #root: the field leaves the page for a moment and loses focus.
    field.closest('[data-vg-ssr]')!.remove();
    expect(field).not.toHaveFocus();

    load.mockReturnValue(new Promise(() => undefined));
    renderWithProviders(<RemotePage remote="account" page="sign-in-page" />, { route: '/' });
    expect(screen.getByLabelText('Email or username')).toHaveFocus();
  });

  it('carries what was typed, and the focus, into the remote page when it takes over', async () => {
    document.body.innerHTML = `<div id="root">${serverForm}</div>`;
    captureServerRendered();
    let loaded: (module: { default: typeof AppSignIn; interfaceVersion: string }) => void = () =>
      undefined;
    load.mockReturnValue(new Promise((resolve) => (loaded = resolve)));
    renderWithProviders(<RemotePage remote="account" page="sign-in-page" />, { route: '/' });

    const copy = screen.getByRole('form', { name: 'Sign in' });
    await userEvent.type(within(copy).getByLabelText('Email or username'), 'keeper');
    await userEvent.click(within(copy).getByLabelText('Remember me'));
    await userEvent.type(within(copy).getByLabelText('Password'), 'typed before the app');
    await act(async () => loaded({ default: AppSignIn, interfaceVersion: '1.0.0' }));

    expect(screen.getAllByRole('form', { name: 'Sign in' })).toHaveLength(1);
    expect(screen.getByLabelText('Typed')).toHaveTextContent(
      JSON.stringify({ identifier: 'keeper', password: 'typed before the app', remember: true }),
    );
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAttribute('id', 'a-pw');
  });
});
