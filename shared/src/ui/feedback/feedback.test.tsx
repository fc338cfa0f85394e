import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/button';
import { renderWithTheme } from '../testing/render-with-theme';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';
import { Spinner } from './spinner';

describe('loading, empty and error states', () => {
  it("says 'Loading...' with a spinner, as a status", () => {
    renderWithTheme(<LoadingState />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Loading\.\.\.$/);
    expect(screen.getByTestId('spinner')).toBeInTheDocument();
  });

  it('lets a lone spinner announce what it waits for', () => {
    renderWithTheme(<Spinner label="Uploading photo" />);
    expect(screen.getByRole('status')).toHaveTextContent('Uploading photo');
  });

  it('can say what else is happening', () => {
    renderWithTheme(<LoadingState text="Verifying authentication..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Verifying authentication...');
  });

  it('tells an empty page what to do next', () => {
    renderWithTheme(
      <EmptyState
        title="No vehicles yet"
        description="Add your first vehicle to start its logbook."
        action={<Button>Add vehicle</Button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No vehicles yet' })).toBeInTheDocument();
    expect(screen.getByText('Add your first vehicle to start its logbook.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add vehicle' })).toBeInTheDocument();
  });

  it('offers a retry as the way out of an error', async () => {
    const onRetry = jest.fn();
    renderWithTheme(<ErrorState message="The garage could not be loaded." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The garage could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('Button', () => {
  it('is disabled and busy while loading', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
