// The live connection to GET /api/v1/notifications/stream (docs/product.md#notifications): fetch
// rather than EventSource, because only fetch can send the member's token as a header. It resumes
// with Last-Event-ID after any break, backs off on failures, and says whether it is live so the
// badge can fall back to polling while it is not. The body is read by eventsource-parser, which
// follows the HTML standard's event stream interpretation, so it is read as a browser would.

/**
 * One event, as EventSource hands it over: an unnamed event is a `message`, and `id` is the last
 * event id seen so far on this stream (it sticks, as in the standard).
 */
export interface SseEvent {
  event: string;
  data: string;
  id: string;
}

/**
 * - `connecting`: opening (first time or after a break); the last known state still holds.
 * - `open`: the server accepted the stream; events flow.
 * - `unavailable`: the stream could not be opened (network, proxy, server error, or the token was
 *   refused): whoever relies on it should poll until it is `open` again.
 * - `stopped`: no token, or stop() was called.
 */
export type StreamStatus = 'connecting' | 'open' | 'unavailable' | 'stopped';

export interface NotificationStreamOptions {
  url: string;
  /** Read at every (re)connection, so a refreshed token is used without restarting. */
  getToken(): string | null;
  onEvent(event: SseEvent): void;
  onStatus?(status: StreamStatus): void;
  fetch?: typeof fetch;
  /** First delay after a failure; doubles per failure up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /**
   * No byte (not even the server's 15 s `: ping`) for this long means the connection died
   * silently (a sleeping laptop, a proxy that dropped it): reconnect.
   */
  idleTimeoutMs?: number;
  /** 0 ≤ random() < 1, for the jitter that keeps many tabs from reconnecting in step. */
  random?(): number;
  /** Resume from here on the first connection (a tab taking over another tab's stream). */
  lastEventId?: string;
}

export const STREAM_BASE_DELAY_MS = 1000;
export const STREAM_MAX_DELAY_MS = 30_000;
export const STREAM_IDLE_TIMEOUT_MS = 45_000;

export interface NotificationStream {
  start(): void;
  stop(): void;
  /** Drops the current connection and opens a new one now (after sign-in or a token refresh). */
  restart(): void;
  readonly status: StreamStatus;
  readonly lastEventId: string;
}

class StreamRefused extends Error {
  constructor(readonly httpStatus: number) {
    super(`The notification stream answered ${httpStatus}`);
  }
}

export function createNotificationStream(options: NotificationStreamOptions): NotificationStream {
  const baseDelay = options.baseDelayMs ?? STREAM_BASE_DELAY_MS;
  const maxDelay = options.maxDelayMs ?? STREAM_MAX_DELAY_MS;
  const idleTimeout = options.idleTimeoutMs ?? STREAM_IDLE_TIMEOUT_MS;
  const random = options.random ?? Math.random;
  const doFetch = (...args: Parameters<typeof fetch>) => (options.fetch ?? window.fetch)(...args);

  let status: StreamStatus = 'stopped';
  let lastEventId = options.lastEventId ?? '';
  let serverRetryMs: number | null = null;
  let failures = 0;
  let controller: AbortController | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;
  // Bumped by every start/stop/restart: a connection from an older generation reports nothing.
  let generation = 0;

  const setStatus = (next: StreamStatus) => {
    if (next === status) return;
    status = next;
    options.onStatus?.(next);
  };

  const clearTimers = () => {
    if (reconnectTimer) clearTimeout(reconnectTimer);
    if (idleTimer) clearTimeout(idleTimer);
    reconnectTimer = null;
    idleTimer = null;
  };

  /** Full jitter: a random wait up to the capped exponential delay, never under 250 ms. */
  const failureDelay = () => {
    const ceiling = Math.min(baseDelay * 2 ** Math.max(failures - 1, 0), maxDelay);
    return Math.max(250, Math.round(ceiling * (0.5 + random() / 2)));
  };

  const schedule = (delayMs: number, run: number) => {
    if (run !== generation) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      if (run === generation) void connect(run);
    }, delayMs);
  };

  const connect = async (run: number) => {
    const token = options.getToken();
    if (!token) {
      setStatus('stopped');
      return;
    }
    controller?.abort();
    const own = new AbortController();
    controller = own;
    const resetIdle = () => {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = setTimeout(() => own.abort(), idleTimeout);
    };
    // While retrying after failures it stays `unavailable`: the fallback polling must not flap.
    if (status === 'stopped') setStatus('connecting');

    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      Authorization: `Bearer ${token}`,
      'Cache-Control': 'no-cache',
    };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;

    let opened = false;
    try {
      resetIdle();
      const response = await doFetch(options.url, {
        method: 'GET',
        headers,
        credentials: 'include',
        cache: 'no-store',
        signal: own.signal,
      });
      if (!response.ok) throw new StreamRefused(response.status);
      const type = response.headers.get('Content-Type') ?? '';
      // A proxy or an old server answering with a page instead of a stream is a failure to open.
      if (!type.includes('text/event-stream') || !response.body) throw new StreamRefused(502);
      // Fetched only once a member's stream opens: a visitor's landing page never carries it.
      const { createParser } = await import('eventsource-parser');
      if (run !== generation) return;
      opened = true;
      failures = 0;
      setStatus('open');

      const parser = createParser({
        // Called when a blank line ends the event's block, as the standard sets the id: an id
        // whose event was cut off by a break is not skipped when resuming.
        onId: (id) => {
          if (run === generation) lastEventId = id;
        },
        onEvent: (message) => {
          if (run !== generation) return;
          options.onEvent({
            event: message.event ?? 'message',
            data: message.data,
            id: lastEventId,
          });
        },
        onRetry: (delayMs) => {
          serverRetryMs = delayMs;
        },
      });
      const reader = response.body.getReader();
      // One decoder for the whole stream: a character split between two chunks stays whole.
      const decoder = new TextDecoder();
      for (;;) {
        resetIdle();
        const { value, done } = await reader.read();
        if (done || run !== generation) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch (error) {
      if (run !== generation) return;
      if (
        error instanceof StreamRefused &&
        (error.httpStatus === 401 || error.httpStatus === 403)
      ) {
        // The token was refused or revoked: retrying with it cannot succeed. Polling takes over,
        // and its 401 ends the session through the one policy every API call follows; a new
        // token (sign-in, refresh) restarts the stream.
        if (idleTimer) clearTimeout(idleTimer);
        setStatus('unavailable');
        return;
      }
    } finally {
      if (controller === own) controller = null;
    }
    if (run !== generation) return;
    if (idleTimer) clearTimeout(idleTimer);

    if (opened) {
      // The server ended a healthy stream (a deploy, a proxy's time limit): come back promptly,
      // as EventSource would, resuming from the last id.
      schedule(serverRetryMs ?? baseDelay, run);
      return;
    }
    failures += 1;
    setStatus('unavailable');
    schedule(failureDelay(), run);
  };

  const begin = () => {
    generation += 1;
    clearTimers();
    controller?.abort();
    controller = null;
    failures = 0;
    void connect(generation);
  };

  return {
    start() {
      if (status === 'open' || status === 'connecting') return;
      begin();
    },
    restart: begin,
    stop() {
      generation += 1;
      clearTimers();
      controller?.abort();
      controller = null;
      lastEventId = '';
      setStatus('stopped');
    },
    get status() {
      return status;
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
