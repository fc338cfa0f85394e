import { registryResponse, requestRegistryEarly } from './registry-request';

const answers = ['first', 'second', 'third'];
let asked: string[];

beforeEach(() => {
  asked = [];
  let next = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push(`${String(input)} ${init?.cache ?? ''}`);
    return new Response(answers[next++]);
  }) as typeof fetch;
});

describe('the registry request', () => {
  it('is sent by the entry script and its answer taken by the first reader, never the cache', async () => {
    requestRegistryEarly();
    expect(asked).toEqual(['/remotes.json no-store']);
    expect(await (await registryResponse()).text()).toBe('first');
    expect(asked).toHaveLength(1);
  });

  it('asks again for every later reader: a retry after a failure gets a fresh answer', async () => {
    requestRegistryEarly();
    await registryResponse();
    expect(await (await registryResponse()).text()).toBe('second');
    expect(asked).toHaveLength(2);
  });

  it('leaves an early failure to its reader, not to an unhandled rejection', async () => {
    global.fetch = jest.fn(() => Promise.reject(new TypeError('offline'))) as typeof fetch;
    requestRegistryEarly();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(registryResponse()).rejects.toThrow('offline');
  });
});
