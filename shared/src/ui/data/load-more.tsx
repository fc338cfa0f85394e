import styled from 'styled-components';
import { Pagination } from './pagination';

const Problem = styled.p`
  color: ${({ theme }) => theme.tone.error.fg};
  text-align: center;
`;

export interface LoadMoreProps {
  list: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    error: Error | null;
    fetchNextPage: () => unknown;
  };
}

/** 'Load more' under a cursor list; a failed page says why and the same button tries again. */
export function LoadMore({ list }: LoadMoreProps) {
  return (
    <>
      {list.isFetchNextPageError ? (
        <Problem role="alert">Could not load more: {list.error?.message}</Problem>
      ) : null}
      <Pagination
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </>
  );
}
