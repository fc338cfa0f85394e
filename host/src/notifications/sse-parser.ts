// A Server-Sent Events parser for a fetch() body. EventSource cannot send an Authorization header,
// so the host reads the stream itself; this follows the HTML standard's "event stream
// interpretation" (https://html.spec.whatwg.org/multipage/server-sent-events.html#parsing-an-event-stream)
// so anything a standard server or proxy sends is understood the way a browser would.

/** One dispatched event. `id` is the last event id seen so far on this stream (sticky, as in the standard). */
export interface SseEvent {
  event: string;
  data: string;
  id: string;
}

export interface SseParserCallbacks {
  onEvent(event: SseEvent): void;
  /** The server's `retry:` field: how long to wait before reconnecting, in milliseconds. */
  onRetry?(delayMs: number): void;
  /** A comment line (`: ping`): proof the connection is alive, with no event to dispatch. */
  onComment?(text: string): void;
}

export interface SseParser {
  /** Feeds decoded text; it may end anywhere, even between a CR and its LF. */
  push(chunk: string): void;
  /** The id to resume from (`Last-Event-ID`), kept across events and across parsers if seeded. */
  readonly lastEventId: string;
}

/** A parser that remembers `initialLastEventId` until the stream names another one. */
export function createSseParser(callbacks: SseParserCallbacks, initialLastEventId = ''): SseParser {
  let buffer = '';
  let firstChunk = true;
  // A chunk that ended on CR: if the next one starts with LF, that LF belongs to the same line end.
  let skipLeadingLf = false;
  let eventType = '';
  let data: string[] = [];
  let lastEventId = initialLastEventId;

  const dispatch = () => {
    const type = eventType || 'message';
    eventType = '';
    if (data.length === 0) return;
    const payload = data.join('\n');
    data = [];
    callbacks.onEvent({ event: type, data: payload, id: lastEventId });
  };

  const processLine = (line: string) => {
    if (line === '') {
      dispatch();
      return;
    }
    if (line.startsWith(':')) {
      callbacks.onComment?.(line.slice(1).trimStart());
      return;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        eventType = value;
        break;
      case 'data':
        data.push(value);
        break;
      case 'id':
        // The standard ignores an id containing NULL: it could never be sent back in a header.
        if (!value.includes('\0')) lastEventId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) callbacks.onRetry?.(Number(value));
        break;
      default:
        // Unknown fields are ignored, so a server can add some without breaking old clients.
        break;
    }
  };

  return {
    push(chunk) {
      let text = chunk;
      if (firstChunk && text.length > 0) {
        firstChunk = false;
        if (text.startsWith('\uFEFF')) text = text.slice(1);
      }
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        processLine(buffer.slice(start, index));
        if (char === '\r') {
          if (index + 1 === buffer.length) skipLeadingLf = true;
          else if (buffer[index + 1] === '\n') index += 1;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
