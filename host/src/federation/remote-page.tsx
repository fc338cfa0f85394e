import { Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { LoadingState, type RemoteName } from '@vg/shared';
import { loadRemotePage, peekRemotePage } from './load-remote-page';
import { carryOverForm, focusAtEnd } from './carry-over-form';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailablePanel } from './remote-unavailable-panel';
import { ServerRenderedContent } from './server-rendered-content';
import {
  hasSettled,
  releaseServerRendered,
  serverRenderedFor,
  useServerRenderedPending,
  type ServerRenderedPage,
} from './server-rendered-page';

type LoadState<P> =
  { status: 'loading' } | { status: 'ready'; Page: ComponentType<P> } | { status: 'failed' };

interface RemotePageProps<P> {
  remote: RemoteName;
  page: string;
  props?: P;
}

/** However long a remote page takes, the server's copy gives way after this. */
const HANDOVER_LIMIT_MS = 10_000;

/**
 * Renders one exposed page of a remote inside its own error boundary and
 * Suspense. Loading, failure and Retry are handled here once for every route.
 * Where the server rendered this page (docs/adr/0009), its content stands in for
 * 'Loading...', and stays readable above the unavailable panel.
 */
export function RemotePage<P extends object>(props: RemotePageProps<P>) {
  const [owned] = useState(() => serverRenderedFor(props.remote, props.page) !== null);
  const pending = useServerRenderedPending();
  // Another page's server copy is still showing: this one (a module under it) waits out of sight.
  // One wrapper either way, so the module is never mounted twice.
  return (
    <div style={pending && !owned ? HIDDEN : SHOWN}>
      <RemotePageContent {...props} />
    </div>
  );
}

function RemotePageContent<P extends object>({ remote, page, props }: RemotePageProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<P>>(() => {
    const cached = peekRemotePage<P>(remote, page);
    return cached ? { status: 'ready', Page: cached.default } : { status: 'loading' };
  });
  const [serverRendered, setServerRendered] = useState(() => serverRenderedFor(remote, page));
  // The field the visitor was typing in on the server's copy, focused once its twin is on screen.
  const focusAfterHandOver = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const field = focusAfterHandOver.current;
    if (serverRendered || !field) return;
    focusAfterHandOver.current = null;
    focusAtEnd(field);
  }, [serverRendered]);

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
  if (state.status === 'loading')
    return serverRendered ? <ServerRenderedContent page={serverRendered} /> : <LoadingState />;
  if (state.status === 'failed') {
    return (
      <>
        {serverRendered ? <ServerRenderedContent page={serverRendered} /> : null}
        <RemoteUnavailablePanel remote={remote} onRetry={retry} />
      </>
    );
  }
  const { Page } = state;
  return (
    <>
      {serverRendered ? (
        <HandOver
          serverRendered={serverRendered}
          onDone={(focused) => {
            focusAfterHandOver.current = focused;
            releaseServerRendered(serverRendered);
            setServerRendered(null);
          }}
        />
      ) : null}
      {/* One place for the remote page whether or not it is still out of sight, so it is never
          mounted twice. */}
      <div data-remote-page={page} style={serverRendered ? HIDDEN : SHOWN}>
        <RemoteErrorBoundary key={`${page}:${attempt}`} remote={remote} onRetry={retry}>
          <Suspense fallback={serverRendered ? null : <LoadingState />}>
            <Page {...(props ?? ({} as P))} />
          </Suspense>
        </RemoteErrorBoundary>
      </div>
    </>
  );
}

const HIDDEN = { display: 'none' } as const;
const SHOWN = { display: 'contents' } as const;

interface HandOverProps {
  serverRendered: ServerRenderedPage;
  /** Given the remote page's twin of the field that had focus, if any. */
  onDone: (focused: HTMLElement | null) => void;
}

/**
 * The server's copy stays on screen while the remote page renders out of sight beside it; once
 * that has its heading and no loading state (or after HANDOVER_LIMIT_MS), onDone swaps them in
 * one frame.
 */
function HandOver({ serverRendered, onDone }: HandOverProps) {
  const done = useRef(onDone);
  done.current = onDone;
  const marker = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    const remotePage = marker.current?.parentElement?.querySelector<HTMLElement>(
      ':scope > [data-remote-page]',
    );
    if (!remotePage) return;
    let finished = false;
    // What was typed into the server's copy goes over first, so the swap loses nothing. Never
    // inside React's commit (this effect's own run): the remote's fields would not take the input.
    const finish = () => {
      if (finished) return;
      finished = true;
      done.current(carryOverForm(serverRendered.node, remotePage));
    };
    const observer = new MutationObserver(() => {
      if (hasSettled(remotePage)) finish();
    });
    observer.observe(remotePage, { childList: true, subtree: true, characterData: true });
    if (hasSettled(remotePage)) queueMicrotask(finish);
    const limit = window.setTimeout(finish, HANDOVER_LIMIT_MS);
    return () => {
      finished = true;
      observer.disconnect();
      window.clearTimeout(limit);
    };
  }, [serverRendered]);

  return (
    <>
      <span ref={marker} hidden />
      <ServerRenderedContent page={serverRendered} />
    </>
  );
}
