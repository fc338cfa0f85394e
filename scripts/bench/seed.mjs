// The seeded database the benches measure on, through the API as a member's browser writes it: a
// keeper with a verified address, a public car with a cover photo an administrator approved, an
// administrator, and the members of the members' mix (api/bench/members-mix.ts).
const PASSWORD = 'bench password for a garage';

/** One request to the API under `origin` (the host's, or the API's own); its JSON answer. */
export async function call(origin, method, path, { token, body, form } = {}) {
  const headers = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${origin}/api/v1${path}`, {
    method,
    headers,
    body: form ?? (body ? JSON.stringify(body) : undefined),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A member signed in (registered and verified the first time). */
export async function member(origin, email, username) {
  try {
    const { data } = await call(origin, 'POST', '/auth/register', {
      body: { email, username, password: PASSWORD },
    });
    const { data: outbox } = await call(origin, 'GET', '/dev/outbox');
    const link = outbox
      .filter((mail) => mail.to === email)
      .flatMap((mail) => mail.links)
      .find((href) => href.includes('/email/confirm'));
    if (link) {
      const token = new URL(link).searchParams.get('token');
      await call(origin, 'POST', '/auth/email/confirm', { body: { token } });
    }
    return data.token;
  } catch {
    const { data } = await call(origin, 'POST', '/auth/login', {
      body: { identifier: email, password: PASSWORD },
    });
    return data.token;
  }
}

/** Seeds the pages Lighthouse opens; `jpeg` is a photograph's bytes. */
export async function seedPublicPages(origin, { adminEmail, jpeg }) {
  const run = Date.now().toString(36);
  const username = `keeper${run}`;
  const keeper = await member(origin, `${username}@vintage-garage.test`, username);
  const admin = await member(origin, adminEmail, 'benchadmin');
  const { data: car } = await call(origin, 'POST', '/vehicles', {
    token: keeper,
    body: {
      identifierKind: 'chassis',
      identifier: `S ${run.toUpperCase()}`,
      make: 'Jaguar',
      model: 'E-Type',
      modelYear: 1962,
      odometerUnit: 'mi',
      currentColour: 'Opalescent Silver Grey',
      story: 'A Series 1 roadster, first registered in Coventry and restored in 1998.',
      visibility: 'public',
    },
  });
  const form = new FormData();
  form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'front.jpg');
  const { data: photos } = await call(origin, 'POST', `/vehicles/${car.id}/photos`, {
    token: keeper,
    form,
  });
  await call(origin, 'POST', `/admin/photos/${photos[0].id}/approve`, { token: admin });
  return {
    keeperToken: keeper,
    adminToken: admin,
    vehiclePath: `/public/${encodeURIComponent(car.identifierKey)}`,
    keeperPath: `/user/${username}`,
  };
}

/**
 * A member's garage as the bench measures signed-in pages: a car with 50 maintenance records and 10
 * photos (the same photograph, drawn once). Answers the car's page path.
 */
export async function seedMemberGarage(origin, token, jpeg) {
  const run = Date.now().toString(36).toUpperCase();
  const { data: car } = await call(origin, 'POST', '/vehicles', {
    token,
    body: {
      identifierKind: 'chassis',
      identifier: `B ${run}`,
      make: 'Austin-Healey',
      model: '3000 Mk II',
      modelYear: 1962,
      odometerUnit: 'mi',
      currentColour: 'Healey Blue',
      story: 'Bought in 1971 from its first keeper; restored twice.',
      visibility: 'private',
    },
  });
  for (let n = 0; n < 50; n += 1) {
    const day = new Date(Date.UTC(2020, 0, 1) + n * 86_400_000 * 20).toISOString().slice(0, 10);
    await call(origin, 'POST', `/vehicles/${car.id}/maintenance`, {
      token,
      body: { performedOn: day, category: 'service', title: `Service ${n + 1}: oil and valves` },
    });
  }
  for (let n = 0; n < 10; n += 1) {
    const form = new FormData();
    form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), `photo-${n}.jpg`);
    await call(origin, 'POST', `/vehicles/${car.id}/photos`, { token, form });
  }
  return `/vehicles/${car.id}`;
}
