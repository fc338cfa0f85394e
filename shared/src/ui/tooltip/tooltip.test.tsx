import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { Tooltip } from './tooltip';
import { TOOLTIP_OPEN_DELAY_MS } from './tooltip-props';

describe('Tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens on hover only after the 700 ms delay', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithTheme(
      <Tooltip content="Odometer reading at the time of the service">
        <button type="button">Odometer</button>
      </Tooltip>,
    );
    // The Radix part arrives on demand; the trigger is usable before and after.
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    await user.hover(await screen.findByRole('button', { name: 'Odometer' }));
    act(() => jest.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS - 50));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      'Odometer reading at the time of the service',
    );
  });
});
