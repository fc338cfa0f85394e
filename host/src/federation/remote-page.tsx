import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { LoadingState, type RemoteName } from '@vg/shared';
import { loadRemotePage, peekRemotePage } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailablePanel } from './remote-unavailable-panel';

type LoadState<P> =
  { status: 'loading' } | { status: 'ready'; Page: ComponentType<P> } | { status: 'failed' };

interface RemotePageProps<P> {
  remote: RemoteName;
  page: string;
  props?: P;
}

/**
 * Renders one exposed page of a remote inside its own error boundary and
 * Suspense. Loading, failure and Retry are handled here once for every route.
 */
export function RemotePage<P extends object>({ remote, page, props }: RemotePageProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<P>>(() => {
    const cached = peekRemotePage<P>(remote, page);
    return cached ? { status: 'ready', Page: cached.default } : { status: 'loading' };
  });

  useEffect(() => {
    const cached = peekRemotePage<P>(remote, page);
    if (cached) {
      setState({ status: 'ready', Page: cached.default });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    loadRemotePage<P>(remote, page, { fresh: attempt > 0 }).then(
      (module) => current && setState({ status: 'ready', Page: module.default }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [remote, page, attempt]);

  const retry = () => setAttempt((value) => value + 1);

  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'failed') return <RemoteUnavailablePanel remote={remote} onRetry={retry} />;
  const { Page } = state;
  return (
    <RemoteErrorBoundary key={`${page}:${attempt}`} remote={remote} onRetry={retry}>
      <Suspense fallback={<LoadingState />}>
        <Page {...(props ?? ({} as P))} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
