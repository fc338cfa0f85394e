import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { TOOLTIP_OPEN_DELAY_MS, Tooltip, TooltipProvider } from './tooltip';

describe('Tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens on hover only after the 700 ms delay', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithTheme(
      <TooltipProvider>
        <Tooltip content="Odometer reading at the time of the service">
          <button type="button">Odometer</button>
        </Tooltip>
      </TooltipProvider>,
    );
    await user.hover(screen.getByRole('button', { name: 'Odometer' }));
    act(() => jest.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS - 50));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      'Odometer reading at the time of the service',
    );
  });
});
