import styled from 'styled-components';
import { Button } from '../button/button';

const Bar = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space(2)};
`;

export interface PaginationProps {
  /** The API's `page.nextCursor` is not null. */
  hasMore: boolean;
  onLoadMore: () => void;
  loading: boolean;
}

/** Cursor pagination: one 'Load more' button that appends the next page. */
export function Pagination({ hasMore, onLoadMore, loading }: PaginationProps) {
  if (!hasMore) return null;
  return (
    <Bar>
      <Button variant="secondary" onClick={onLoadMore} loading={loading}>
        {loading ? 'Loading...' : 'Load more'}
      </Button>
    </Bar>
  );
}
