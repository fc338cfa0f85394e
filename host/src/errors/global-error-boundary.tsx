import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface GlobalErrorBoundaryProps {
  children: ReactNode;
}

interface GlobalErrorBoundaryState {
  hasError: boolean;
}

/** Tag that makes the shell's own crash reports easy to find among remotes' console output. */
export const GLOBAL_ERROR_LOG_TAG = '[vg:global-error]';

/**
 * Outermost safety net of the shell. Remote pages have their own boundaries (their failure
 * shows an "unavailable" panel in place); this one catches what is left, including a
 * failure of the providers themselves, so it renders a screen that needs none of them.
 */
export class GlobalErrorBoundary extends Component<
  GlobalErrorBoundaryProps,
  GlobalErrorBoundaryState
> {
  override state: GlobalErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): GlobalErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(GLOBAL_ERROR_LOG_TAG, error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <ErrorScreen /> : this.props.children;
  }
}
