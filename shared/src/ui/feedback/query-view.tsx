import type { ReactNode } from 'react';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

/** The part of a TanStack query result a page needs to pick its state. */
export interface QueryLike<Data> {
  data: Data | undefined;
  error: Error | null;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface QueryViewProps<Data> {
  query: QueryLike<Data>;
  /** The designed empty state, shown when `isEmpty` says there is nothing to list. */
  empty?: ReactNode;
  isEmpty?: (data: Data) => boolean;
  /** Replaces the generic error panel for one failure (e.g. a 404 becomes 'not found'). */
  renderError?: (error: Error) => ReactNode | undefined;
  errorTitle?: string;
  children: (data: Data) => ReactNode;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * One place that turns a query into what the page shows: 'Loading...', an error with a retry,
 * the empty state, or the content. Every page states the same four states the same way.
 */
export function QueryView<Data>({
  query,
  empty,
  isEmpty = isEmptyList,
  renderError,
  errorTitle = 'Could not load this page',
  children,
}: QueryViewProps<Data>) {
  if (query.isPending) return <LoadingState />;
  // Data already on screen stays there when a refetch or a further page fails; only a page
  // with nothing to show becomes an error panel.
  if (query.data === undefined) {
    const error = query.error ?? new Error('No answer from the server.');
    return (
      renderError?.(error) ?? (
        <ErrorState
          title={errorTitle}
          message={error.message}
          onRetry={() => void query.refetch()}
        />
      )
    );
  }
  if (empty !== undefined && isEmpty(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
