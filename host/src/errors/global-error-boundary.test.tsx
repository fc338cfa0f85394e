import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserLocation } from './browser-location';
import { GLOBAL_ERROR_LOG_TAG, GlobalErrorBoundary } from './global-error-boundary';

function Exploding(): never {
  throw new Error('boom in render');
}

function renderCrashedApp() {
  // React reports caught render errors through console.error too; keep the output clean
  // while still letting the test read what the boundary logged.
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <GlobalErrorBoundary>
      <Exploding />
    </GlobalErrorBoundary>,
  );
  return { consoleError };
}

describe('GlobalErrorBoundary', () => {
  it('renders its children while nothing fails', () => {
    render(
      <GlobalErrorBoundary>
        <p>All is well</p>
      </GlobalErrorBoundary>,
    );
    expect(screen.getByText('All is well')).toBeInTheDocument();
    expect(screen.queryByText('Oops! Something went wrong')).not.toBeInTheDocument();
  });

  it('shows the error screen of the spec and logs the error with its tag', () => {
    const { consoleError } = renderCrashedApp();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/the error has been logged/i)).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      GLOBAL_ERROR_LOG_TAG,
      expect.objectContaining({ message: 'boom in render' }),
      expect.any(String),
    );
  });

  it("reloads the page on 'Refresh Page'", async () => {
    const reload = jest.spyOn(browserLocation, 'reload').mockImplementation(() => {});
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    renderCrashedApp();

    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));

    expect(reload).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it("goes to / on 'Go Home'", async () => {
    const reload = jest.spyOn(browserLocation, 'reload').mockImplementation(() => {});
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    renderCrashedApp();

    await userEvent.click(screen.getByRole('button', { name: 'Go Home' }));

    expect(assign).toHaveBeenCalledWith('/');
    expect(reload).not.toHaveBeenCalled();
  });
});
