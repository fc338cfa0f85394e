// Load for the fault suite: `connections` workers, each sending the next request of a mix as soon
// as its last one is answered, until told to stop. Every answer is counted by status; a request that
// got no answer at all counts as a failure a client would have seen.

/** A member with a garage to read and write: registered, one car. */
export async function seedMember(base, name) {
  const call = async (method, path, body, token) => {
    const response = await fetch(`${base}/api/v1${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body && JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()).data;
  };
  const { token } = await call('POST', '/auth/register', {
    email: `${name}@soak.example.test`,
    username: name,
    password: 'vintage-carburettor-1967',
    acceptTerms: true,
  });
  const car = await call(
    'POST',
    '/vehicles',
    {
      identifierKind: 'chassis',
      identifier: 'SOAK 1',
      make: 'Bentley',
      model: '3 Litre',
      modelYear: 1926,
    },
    token,
  );
  return { token, vehicleId: car.id };
}

let sequence = 0;
/** The mix: mostly reads of the garage, one write in four (a maintenance record). */
export function mixedRequests({ token, vehicleId }) {
  const auth = { authorization: `Bearer ${token}` };
  return [
    () => ({ method: 'GET', path: '/api/v1/vehicles', headers: auth }),
    () => ({ method: 'GET', path: `/api/v1/vehicles/${vehicleId}`, headers: auth }),
    () => ({ method: 'GET', path: '/api/v1/dashboard', headers: auth }),
    () => ({
      method: 'POST',
      path: `/api/v1/vehicles/${vehicleId}/maintenance`,
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        performedOn: '2024-04-12',
        category: 'service',
        title: `Soak write ${++sequence}`,
      }),
    }),
  ];
}

/**
 * Runs the mix against `base` until stop() is called; returns the counts then.
 * `onAnswer` sees each request and its status (0: no answer), for scenarios that keep ledgers.
 */
export function startLoad(base, requests, { connections = 100, onAnswer } = {}) {
  const counts = { requests: 0, byStatus: {}, noAnswer: 0, fiveXX: 0, errors: new Set() };
  let running = true;
  const worker = async (index) => {
    let turn = index;
    while (running) {
      const request = requests[turn++ % requests.length]();
      let status = 0;
      try {
        const response = await fetch(`${base}${request.path}`, request);
        status = response.status;
        await response.arrayBuffer();
      } catch (error) {
        counts.noAnswer += 1;
        counts.errors.add(String(error.cause?.code ?? error.cause?.message ?? error.message));
        // Nobody is listening: a client would wait a moment before trying again.
        await sleep(50);
      }
      counts.requests += 1;
      counts.byStatus[status] = (counts.byStatus[status] ?? 0) + 1;
      if (status >= 500) counts.fiveXX += 1;
      onAnswer?.(request, status);
    }
  };
  const workers = Array.from({ length: connections }, (_, index) => worker(index));
  return {
    counts,
    async stop() {
      running = false;
      await Promise.all(workers);
      return counts;
    },
  };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
