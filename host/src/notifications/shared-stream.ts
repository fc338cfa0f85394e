import type { NotificationStream, SseEvent, StreamStatus } from './notification-stream';

// One stream per browser, not per tab: over HTTP/1.1 a browser keeps at most six connections to an
// origin, and a stream holds one for as long as the tab is open, so six tabs with a stream each
// would stall every other request to the app. The tab holding a Web Lock is the leader and keeps
// the one stream; it passes each event and its status to the other tabs on a BroadcastChannel.
// When the leader closes, the lock passes to another tab, which opens the stream (resuming from
// the last id it heard). Without Web Locks or BroadcastChannel each tab keeps its own stream.

export const STREAM_LOCK_NAME = 'vg-notification-stream';
export const STREAM_CHANNEL_NAME = 'vg-notification-stream';

type Message =
  { type: 'event'; event: SseEvent } | { type: 'status'; status: StreamStatus } | { type: 'hello' };

export interface SharedStreamOptions {
  /** Makes this tab's stream once it leads; `resumeFrom` is the last event id this tab heard. */
  createStream(handlers: {
    onEvent(event: SseEvent): void;
    onStatus(status: StreamStatus): void;
    resumeFrom: string;
  }): NotificationStream;
  onEvent(event: SseEvent): void;
  onStatus(status: StreamStatus): void;
  locks?: LockManager | undefined;
  createChannel?: ((name: string) => BroadcastChannel) | undefined;
}

/** Starts following (or leading) the browser's one notification stream; returns the stop function. */
export function startSharedStream(options: SharedStreamOptions): () => void {
  const locks = options.locks ?? (typeof navigator !== 'undefined' ? navigator.locks : undefined);
  const createChannel =
    options.createChannel ??
    (typeof BroadcastChannel !== 'undefined'
      ? (name: string) => new BroadcastChannel(name)
      : undefined);

  if (!locks || !createChannel) {
    const stream = options.createStream({
      onEvent: options.onEvent,
      onStatus: options.onStatus,
      resumeFrom: '',
    });
    stream.start();
    return () => stream.stop();
  }

  const channel = createChannel(STREAM_CHANNEL_NAME);
  const post = (message: Message) => channel.postMessage(message);
  let leading: NotificationStream | null = null;
  let lastHeardId = '';
  let stopped = false;
  let releaseLead: () => void = () => {};
  const abortWaiting = new AbortController();

  channel.onmessage = ({ data }: MessageEvent<Message>) => {
    if (stopped) return;
    if (data.type === 'hello') {
      // A tab that just opened wants to know whether it should poll meanwhile.
      if (leading) post({ type: 'status', status: leading.status });
      return;
    }
    if (leading) return;
    if (data.type === 'event') {
      if (data.event.id) lastHeardId = data.event.id;
      options.onEvent(data.event);
    } else if (data.type === 'status') {
      options.onStatus(data.status);
    }
  };
  options.onStatus('connecting');
  post({ type: 'hello' });

  locks
    .request(STREAM_LOCK_NAME, { signal: abortWaiting.signal }, async () => {
      if (stopped) return;
      leading = options.createStream({
        onEvent: (event) => {
          options.onEvent(event);
          post({ type: 'event', event });
        },
        onStatus: (status) => {
          options.onStatus(status);
          // 'stopped' is this tab leaving, not the stream failing: the next leader reports its own.
          if (status !== 'stopped') post({ type: 'status', status });
        },
        resumeFrom: lastHeardId,
      });
      leading.start();
      // Held until this tab stops (signs out, closes): then the next tab takes over.
      await new Promise<void>((resolve) => {
        releaseLead = resolve;
      });
    })
    .catch(() => {
      // Aborted while waiting (this tab stopped before it led): nothing to undo.
    });

  return () => {
    stopped = true;
    abortWaiting.abort();
    leading?.stop();
    leading = null;
    releaseLead();
    channel.close();
  };
}
