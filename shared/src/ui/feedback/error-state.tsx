import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { StatePanel } from './state-panel';

export interface ErrorStateProps {
  title?: string;
  message: ReactNode;
  /** Shows a 'Try again' button. */
  onRetry?: () => void;
  /** Another way out (e.g. a link home), shown beside the retry button. */
  action?: ReactNode;
}

/** Something failed: say what, and offer a way out. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  action,
}: ErrorStateProps) {
  const actions =
    onRetry || action ? (
      <>
        {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
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
