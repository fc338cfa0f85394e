import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('loads the next page on request and is busy while it loads', async () => {
    const onLoadMore = jest.fn();
    const { rerender } = renderWithTheme(
      <Pagination hasMore onLoadMore={onLoadMore} loading={false} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    rerender(<Pagination hasMore onLoadMore={onLoadMore} loading />);
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  });

  it('shows nothing once every page is loaded', () => {
    renderWithTheme(<Pagination hasMore={false} onLoadMore={jest.fn()} loading={false} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
