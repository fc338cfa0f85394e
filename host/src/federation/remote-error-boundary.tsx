import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@vg/shared';
import { RemoteUnavailablePanel } from './remote-unavailable-panel';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a remote that throws while rendering from taking the page down. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(
      `[vg] The ${this.props.remote} remote failed while rendering`,
      error,
      info.componentStack,
    );
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (this.state.failed) {
      return <RemoteUnavailablePanel remote={this.props.remote} onRetry={this.retry} />;
    }
    return this.props.children;
  }
}
