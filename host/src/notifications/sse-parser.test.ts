import { createSseParser, type SseEvent } from './sse-parser';

function parse(chunks: string[], initialId = '') {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const comments: string[] = [];
  const parser = createSseParser(
    {
      onEvent: (event) => events.push(event),
      onRetry: (delay) => retries.push(delay),
      onComment: (text) => comments.push(text),
    },
    initialId,
  );
  chunks.forEach((chunk) => parser.push(chunk));
  return { events, retries, comments, lastEventId: parser.lastEventId };
}

describe('the event stream parser', () => {
  it('reads the stream the API sends: retry, unread, a notification with its id, pings', () => {
    const { events, retries, comments, lastEventId } = parse([
      'retry: 3000\n\nevent: unread\ndata: {"count":2}\n\n',
      ': ping\n\nid: 42\nevent: notification\ndata: {"id":"n1"}\n\n',
    ]);
    expect(retries).toEqual([3000]);
    expect(comments).toEqual(['ping']);
    expect(events).toEqual([
      { event: 'unread', data: '{"count":2}', id: '' },
      { event: 'notification', data: '{"id":"n1"}', id: '42' },
    ]);
    expect(lastEventId).toBe('42');
  });

  it('puts together an event split anywhere, even between CR and LF', () => {
    const text = 'id: 7\r\nevent: unread\r\ndata: {"count":\r\ndata: 3}\r\n\r\n';
    const { events } = parse(text.split(''));
    expect(events).toEqual([{ event: 'unread', data: '{"count":\n3}', id: '7' }]);
  });

  it('dispatches nothing for an event without data, and calls an unnamed one "message"', () => {
    const { events } = parse(['event: unread\n\n', 'data:plain\n\n']);
    expect(events).toEqual([{ event: 'message', data: 'plain', id: '' }]);
  });

  it('holds back an event until its blank line arrives', () => {
    const { events } = parse(['event: unread\ndata: {"count":1}\n']);
    expect(events).toEqual([]);
  });

  it('keeps the last id across events and from an earlier connection', () => {
    const { events, lastEventId } = parse(['data: a\n\n'], '41');
    expect(events[0]?.id).toBe('41');
    expect(lastEventId).toBe('41');
  });

  it('ignores a byte-order mark, unknown fields, a bad retry and an id with NUL', () => {
    const { events, retries } = parse([
      '\uFEFFdata: first\n\nfoo: bar\nretry: soon\nid: a\0b\ndata: second\n\n',
    ]);
    expect(events.map((event) => event.data)).toEqual(['first', 'second']);
    expect(events[1]?.id).toBe('');
    expect(retries).toEqual([]);
  });
});
