import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { StatePanel } from './state-panel';

export interface ErrorStateProps {
  title?: string;
  message: ReactNode;
  /** Shows a retry button ('Try again' unless `retryLabel` says otherwise). */
  onRetry?: () => void;
  retryLabel?: string;
  /** Another way out (e.g. a link home), shown beside the retry button. */
  action?: ReactNode;
}

/** Something failed: say what, and offer a way out. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Try again',
  action,
}: ErrorStateProps) {
  const actions =
    onRetry || action ? (
      <>
        {onRetry ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
        {action}
      </>
    ) : undefined;
  return (
    <StatePanel
      icon="error"
      tone="error"
      title={title}
      body={message}
      actions={actions}
      role="alert"
    />
  );
}
