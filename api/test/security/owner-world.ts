import { randomBytes, randomUUID } from 'node:crypto';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { EmailTokenPurpose } from '../../src/db/schema.js';
import { createEmailToken } from '../../src/security/email-tokens.js';
import { createVehicle, modernCar, multipart, preWarCar } from '../garage/garage-fixtures.js';
import type { TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, DEFAULT_PASSWORD, type TestUser } from '../helpers/users.js';
import type { PathValues } from './path-values.js';

// The world the security tests call every operation in: an owner with one of each kind of object,
// private and public, another member, an admin, and a request each operation accepts. Shared by
// authorization.test.ts and no-server-errors.test.ts (docs/security.md, T10, T11, T34).

const HOUR = 60 * 60 * 1000;
export const randomToken = () => randomBytes(32).toString('base64url');
/** A well-formed photo address whose signature the API never made. */
export const forgedPhotoQuery = () =>
  `size=display&expires=${Date.now() + HOUR}&sig=${randomToken()}`;
/** A well-formed paper's address whose signature the API never made. */
export const forgedDocumentQuery = () =>
  `size=original&expires=${Date.now() + HOUR}&sig=${randomToken()}`;

/** What none of the owner's private data may show up in, for anyone else. */
export const PRIVATE_STORY = `Private story ${randomUUID()}`;
export const PRIVATE_MODEL = 'Hushmobile';
const NEW_PASSWORD = 'another-vintage-magneto-1931';
const MAINTENANCE = { performedOn: '2024-05-01', category: 'service', title: 'Valve clearances' };
const MODIFICATION = { title: 'Electronic ignition', system: 'ignition' };

// Set once per test file by createWorld; the helpers below act in it.
let ctx: TestContext;
let owner: TestUser;
let anotherMember: TestUser;
let admin: TestUser;
let image: Buffer;

export interface RequestParts {
  payload?: object | Buffer;
  headers?: Record<string, string>;
  query?: string;
}

interface RequestContext {
  /** The caller, or for a visitor a fresh member: whose account a body names. */
  account: () => Promise<TestUser>;
  values: PathValues;
}

export const json = (payload: object): RequestParts => ({ payload });
const unique = () => randomUUID().slice(0, 8);
/** A form posted from one of this site's pages (docs/security.md T40: no other page may post it). */
const form = (fields: Record<string, string>): RequestParts => ({
  payload: Buffer.from(new URLSearchParams(fields).toString()),
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    origin: ctx.app.config.publicOrigin,
    'sec-fetch-site': 'same-origin',
  },
});
const upload = (field: string): RequestParts =>
  multipart([{ field, filename: 'car.jpg', contentType: 'image/jpeg', content: image }]);
/** A keeper's spreadsheet of one record, to import. */
const IMPORT_CSV = 'Date,Work,Cost,Currency\r\n04/03/1998,Valve clearances,50,GBP\r\n';
const importUpload = (): RequestParts =>
  multipart([
    { field: 'file', filename: 'history.csv', contentType: 'text/csv', content: IMPORT_CSV },
  ]);

async function emailToken(account: TestUser, purpose: EmailTokenPurpose): Promise<string> {
  const { id, email } = account.user;
  return createEmailToken(ctx.db, { userId: id, purpose, email });
}

/**
 * A body (and query) each operation accepts, so that a refusal comes from the authorization check and
 * not from validation. Operations not named here get an empty JSON object (POST, PUT, PATCH) or nothing.
 */
export const REQUESTS: Record<
  string,
  (context: RequestContext) => RequestParts | Promise<RequestParts>
> = {
  'POST /api/v1/auth/register': () =>
    json({
      email: `new_${unique()}@example.test`,
      username: `new_${unique()}`,
      password: NEW_PASSWORD,
    }),
  'POST /api/v1/auth/login': async ({ account }) =>
    json({ identifier: (await account()).user.email, password: DEFAULT_PASSWORD }),
  'POST /api/v1/auth/login/form': async ({ account }) =>
    form({ identifier: (await account()).user.email, password: DEFAULT_PASSWORD }),
  'POST /api/v1/auth/register/form': () =>
    form({
      email: `form_${unique()}@example.test`,
      username: `form_${unique()}`,
      password: NEW_PASSWORD,
      acceptedPolicies: 'on',
    }),
  'POST /api/v1/auth/email/confirm': async ({ account }) =>
    json({ token: await emailToken(await account(), 'verify_email') }),
  'POST /api/v1/auth/reset/request': async ({ account }) =>
    json({ email: (await account()).user.email }),
  'POST /api/v1/auth/reset/confirm': async ({ account }) =>
    json({ token: await emailToken(await account(), 'reset_password'), password: NEW_PASSWORD }),
  'POST /api/v1/auth/consent': async ({ account }) =>
    json({
      username: (await account()).user.username,
      acceptedTerms: true,
      acceptedPrivacy: true,
    }),
  'PATCH /api/v1/profile/': () => json({ displayName: 'A keeper' }),
  'DELETE /api/v1/profile/': async ({ account }) =>
    json({ confirmUsername: (await account()).user.username, password: DEFAULT_PASSWORD }),
  'POST /api/v1/profile/avatar': () => upload('avatar'),
  'POST /api/v1/profile/email': () =>
    json({ email: `moved_${unique()}@example.test`, password: DEFAULT_PASSWORD }),
  'POST /api/v1/profile/password': () =>
    json({ currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD }),
  'POST /api/v1/feedback/submit': () =>
    // A visitor must leave an address to be answered at.
    json({
      title: 'A word',
      description: 'The garage pages are lovely.',
      contactEmail: 'reader@example.test',
    }),
  'POST /api/v1/admin/users/{id}/suspend': () => json({ message: 'Spam.' }),
  'PATCH /api/v1/admin/feedback/{id}': () => json({ status: 'read' }),
  'POST /api/v1/admin/showcase': ({ values }) => json({ vehicleId: values.showcased }),
  'POST /api/v1/admin/photos/{id}/reject': () => json({ reason: 'Out of focus' }),
  'POST /api/v1/vehicles': () => json({ ...preWarCar, model: 'Speed Six' }),
  'PATCH /api/v1/vehicles/{id}': () => json({ currentColour: 'Racing green' }),
  'POST /api/v1/vehicles/{vehicleId}/maintenance': () => json(MAINTENANCE),
  'PUT /api/v1/maintenance/{id}': () => json(MAINTENANCE),
  'POST /api/v1/reminders/{id}/complete': () => json(MAINTENANCE),
  'POST /api/v1/vehicles/{vehicleId}/modifications': () => json(MODIFICATION),
  'PUT /api/v1/modifications/{id}': () => json(MODIFICATION),
  'POST /api/v1/vehicles/{vehicleId}/reminders': () =>
    json({ title: 'Grease the chassis', dueOn: '2999-01-01' }),
  'POST /api/v1/vehicles/{vehicleId}/ownership': () => json({ ownerName: 'Second keeper' }),
  'PUT /api/v1/ownership/{id}': () => json({ ownerName: 'Second keeper' }),
  'POST /api/v1/vehicles/{vehicleId}/photos': () => upload('file'),
  'PATCH /api/v1/photos/{id}': () => json({ caption: 'Nearside' }),
  'GET /api/v1/photos/{id}/file': ({ values }) => ({ query: values.photoQuery }),
  'POST /api/v1/vehicles/{vehicleId}/documents': () => upload('file'),
  'PATCH /api/v1/documents/{documentId}': () => json({ title: 'Logbook, 1971' }),
  'GET /api/v1/documents/{documentId}/file': ({ values }) => ({ query: values.documentQuery }),
  'GET /api/v1/search': () => ({ query: 'q=Valve' }),
  'POST /api/v1/vehicles/{vehicleId}/imports': () => importUpload(),
  'PATCH /api/v1/imports/{importId}': () => json({ dateOrder: 'day-first' }),
  'POST /api/v1/imports': () => upload('file'),
  'POST /api/v1/garage-imports': () => importUpload(),
  'POST /api/v1/vehicles/{vehicleId}/costs': () =>
    json({ kind: 'insurance', date: '2024-03-01', amount: 310, currency: 'GBP' }),
  'PATCH /api/v1/costs/{id}': () => json({ note: 'Agreed value policy' }),
  'POST /api/v1/vehicles/{vehicleId}/fuel': () =>
    json({ date: '2024-03-02', odometer: 1000, volume: 40, volumeUnit: 'litre' }),
  'PATCH /api/v1/fuel/{id}': () => json({ note: 'Super unleaded' }),
  'POST /api/v1/vehicles/{vehicleId}/valuations': () =>
    json({ date: '2024-03-03', amount: 38000, currency: 'GBP', kind: 'agreed' }),
  'PATCH /api/v1/valuations/{id}': () => json({ valuedBy: 'A club valuer' }),
  'POST /api/v1/vehicles/{vehicleId}/condition-reports': () =>
    json({ date: '2024-03-04', condition: 'driver' }),
  'PATCH /api/v1/condition-reports/{id}': () => json({ reportedBy: 'A club inspector' }),
  'POST /api/v1/vehicles/{vehicleId}/hand-overs': () => json({ soldOn: '2024-06-01' }),
  // A fresh member each time: one member is invited to a car once.
  'POST /api/v1/vehicles/{vehicleId}/collaborators': async () =>
    json({ member: (await createUser(ctx)).user.username, role: 'workshop' }),
  // Of one car only: a public car's feed names no private one.
  'GET /api/v1/calendar/{token}.ics': ({ values }) => ({ query: `vehicle=${values.vehicle}` }),
  'POST /api/v1/public/vehicles/{id}/comments': () => json({ body: 'A fine car.' }),
  'POST /api/v1/showcase/{id}/comments': () => json({ body: 'A fine car.' }),
  'PATCH /api/v1/comments/{id}': () => json({ body: 'A fine car, edited.' }),
  'POST /api/v1/comments/{id}/report': () => json({ reason: 'spam' }),
  'POST /api/v1/public/vehicles/{id}/report': () => json({ reason: 'misleading' }),
};

export const splitOperation = (operation: string) => {
  const [method = '', path = ''] = operation.split(' ');
  return { method, path };
};

export async function requestFor(
  operation: string,
  user: TestUser | undefined,
  values: PathValues,
): Promise<RequestParts> {
  const build = REQUESTS[operation];
  if (build) return build({ account: async () => user ?? (await createUser(ctx)), values });
  return ['POST', 'PUT', 'PATCH'].includes(splitOperation(operation).method) ? json({}) : {};
}

export async function send(
  user: TestUser | undefined,
  method: string,
  path: string,
  parts: RequestParts = {},
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: method as HTTPMethods,
    url: parts.query ? `${path}?${parts.query}` : path,
    headers: { ...user?.headers, ...parts.headers },
    ...(parts.payload !== undefined && { payload: parts.payload }),
  });
}

/** The id of what a POST created, failing the setup loudly otherwise. */
async function created(user: TestUser, path: string, parts: RequestParts): Promise<string> {
  const res = await send(user, 'POST', path, parts);
  if (res.statusCode !== 201) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  const { data } = res.json() as { data: { id: string } | { id: string }[] };
  return Array.isArray(data) ? data[0]!.id : data.id;
}

async function signInAgain(user: TestUser): Promise<string> {
  await send(undefined, 'POST', '/api/v1/auth/login', {
    payload: { identifier: user.user.email, password: DEFAULT_PASSWORD },
  });
  const newest = await ctx.db
    .selectFrom('auth_tokens')
    .select('id')
    .where('user_id', '=', user.user.id)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return newest.id;
}

/** An approved photo's file address, as the public page hands it out. */
async function approvedPhotoQuery(vehicleId: string, photoId: string): Promise<string> {
  const approved = await send(admin, 'POST', `/api/v1/admin/photos/${photoId}/approve`);
  if (approved.statusCode !== 200) throw new Error(`approve: ${approved.body}`);
  const page = await send(undefined, 'GET', `/api/v1/public/vehicles/${vehicleId}`);
  const { photos } = (page.json() as { data: { photos: { displayUrl: string }[] } }).data;
  const query = photos[0]?.displayUrl.split('?')[1];
  if (!query) throw new Error(`no approved photo on the public page: ${page.body}`);
  return query;
}

/** A share link of the public car; the answer carries its token, once. */
async function shareLinkOf(
  vehicleId: string,
  scope: Record<string, boolean> = {},
): Promise<{ id: string; token: string }> {
  const res = await send(
    owner,
    'POST',
    `/api/v1/vehicles/${vehicleId}/share-links`,
    json({ scope }),
  );
  return (res.json() as { data: { id: string; token: string } }).data;
}

/** The owner's calendar token made first and renewed away, and the one that replaced it. */
async function calendarTokens(): Promise<{ renewedAway: string; live: string }> {
  const tokenOf = (body: string) => {
    const url = (JSON.parse(body) as { data: { url: string | null } }).data.url;
    const token = url && /\/calendar\/([^/]+)\.ics$/.exec(url)?.[1];
    if (!token) throw new Error(`no calendar address: ${body}`);
    return token;
  };
  const first = await send(owner, 'GET', '/api/v1/profile/calendar');
  const renewed = await send(owner, 'POST', '/api/v1/profile/calendar/renew');
  return { renewedAway: tokenOf(first.body), live: tokenOf(renewed.body) };
}

/** A paper's file address, as a share link that includes papers hands it out. */
async function sharedDocumentQuery(vehicleId: string): Promise<string> {
  const link = await shareLinkOf(vehicleId, { documents: true });
  const page = await send(anotherMember, 'GET', `/api/v1/public/vehicles/by-token/${link.token}`);
  const { documents } = (page.json() as { data: { documents: { fileUrl: string }[] } }).data;
  const query = documents[0]?.fileUrl.split('?')[1];
  if (!query) throw new Error(`no paper on the shared page: ${page.body}`);
  return query;
}

/** A hand-over of the car to its next keeper: its one-time code. */
async function handOverCode(vehicleId: string): Promise<string> {
  const res = await send(
    owner,
    'POST',
    `/api/v1/vehicles/${vehicleId}/hand-overs`,
    json({ soldOn: '2024-05-01' }),
  );
  if (res.statusCode !== 201)
    throw new Error(`hand-over: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return (res.json() as { data: { code: string } }).data.code;
}

/** A sale dossier of the car (the answer is its PDF; its id and code come in headers). */
async function makeDossier(vehicleId: string): Promise<{ id: string; code: string }> {
  const res = await send(owner, 'POST', `/api/v1/vehicles/${vehicleId}/dossiers`, json({}));
  if (res.statusCode !== 201)
    throw new Error(`dossier: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return { id: String(res.headers['x-dossier-id']), code: String(res.headers['x-dossier-code']) };
}

/** A car `previousKeeper` added and handed over to the owner, with everything. */
async function handedOverToOwner(previousKeeper: TestUser, details: Record<string, unknown>) {
  const car = await createVehicle(ctx, previousKeeper, details);
  const offer = await send(
    previousKeeper,
    'POST',
    `/api/v1/vehicles/${car.id}/hand-overs`,
    json({ soldOn: '2020-01-01', includeCosts: true, includeNotes: true }),
  );
  const code = (offer.json() as { data: { code: string } }).data.code;
  const accepted = await send(owner, 'POST', `/api/v1/hand-overs/${code}/accept`);
  if (accepted.statusCode !== 200)
    throw new Error(`hand-over: ${accepted.statusCode} ${accepted.body}`);
  return car;
}

async function createOwnersObjects(previousKeeper?: TestUser): Promise<{
  privateValues: PathValues;
  publicValues: PathValues;
}> {
  const privateDetails = { ...preWarCar, model: PRIVATE_MODEL, story: PRIVATE_STORY };
  const privateCar = previousKeeper
    ? await handedOverToOwner(previousKeeper, privateDetails)
    : await createVehicle(ctx, owner, privateDetails);
  const publicCar = await createVehicle(ctx, owner, { ...modernCar, visibility: 'public' });
  const car = `/api/v1/vehicles/${privateCar.id}`;
  const maintenance = await created(owner, `${car}/maintenance`, json(MAINTENANCE));
  const modification = await created(owner, `${car}/modifications`, json(MODIFICATION));
  const reminder = await created(
    owner,
    `${car}/reminders`,
    json({ title: 'Grease the chassis', dueOn: '2999-01-01' }),
  );
  const ownership = await created(owner, `${car}/ownership`, json({ ownerName: 'First keeper' }));
  const photo = await created(owner, `${car}/photos`, upload('file'));
  const publicPhoto = await created(
    owner,
    `/api/v1/vehicles/${publicCar.id}/photos`,
    upload('file'),
  );
  await created(admin, '/api/v1/admin/showcase', json({ vehicleId: publicCar.id }));
  const threadCar = await createVehicle(ctx, owner, {
    ...preWarCar,
    identifier: 'THREAD 1',
    visibility: 'public',
  });
  await created(admin, '/api/v1/admin/showcase', json({ vehicleId: threadCar.id }));
  const comment = await created(
    owner,
    `/api/v1/public/vehicles/${publicCar.id}/comments`,
    json({ body: 'Bought new by my grandfather.' }),
  );
  const report = await send(anotherMember, 'POST', `/api/v1/comments/${comment}/report`, {
    payload: { reason: 'other' },
  });
  if (report.statusCode !== 200) throw new Error(`report: ${report.statusCode} ${report.body}`);

  const shareLink = await shareLinkOf(publicCar.id);
  const liveLink = await shareLinkOf(publicCar.id);
  const revokedLink = await shareLinkOf(publicCar.id);
  await send(owner, 'POST', `/api/v1/share-links/${revokedLink.id}/revoke`);

  const cost = await created(
    owner,
    `${car}/costs`,
    json({ kind: 'storage', date: '2024-01-01', amount: 900, currency: 'GBP' }),
  );
  const fuel = await created(
    owner,
    `${car}/fuel`,
    json({ date: '2024-01-02', odometer: 900, volume: 30, volumeUnit: 'litre' }),
  );
  const valuation = await created(
    owner,
    `${car}/valuations`,
    json({ date: '2024-01-03', amount: 35000, currency: 'GBP', kind: 'appraisal' }),
  );
  const conditionReport = await created(
    owner,
    `${car}/condition-reports`,
    json({ date: '2024-01-04', condition: 'restored' }),
  );
  // A reminder of the public car, so that its feed has an event to show.
  await created(
    owner,
    `/api/v1/vehicles/${publicCar.id}/reminders`,
    json({ title: 'Check the tyres', dueOn: '2999-01-01' }),
  );
  const { renewedAway, live } = await calendarTokens();
  const document = await created(owner, `${car}/documents`, upload('file'));
  const publicDocument = await created(
    owner,
    `/api/v1/vehicles/${publicCar.id}/documents`,
    upload('file'),
  );

  const preview = await created(owner, `${car}/imports`, importUpload());

  // A code given out and taken back (of the private car), and a live one of a car of its own:
  // accepting it moves that car, which no other case uses.
  const withdrawnHandOver = await handOverCode(privateCar.id);
  await send(owner, 'POST', `/api/v1/hand-overs/${withdrawnHandOver}/withdraw`);
  const liveHandOver = await handOverCode(
    (
      await createVehicle(ctx, owner, {
        ...preWarCar,
        model: 'Speed Six',
        identifier: 'SS 2401-HO',
      })
    ).id,
  );

  // A car the owner handed over, keeping a copy of its history.
  const soldCode = await handOverCode(
    (await createVehicle(ctx, owner, { ...preWarCar, model: 'Blower', identifier: 'BL 1929-HO' }))
      .id,
  );
  await send(anotherMember, 'POST', `/api/v1/hand-overs/${soldCode}/accept`);
  const kept = await ctx.db
    .selectFrom('kept_vehicles')
    .select('id')
    .where('user_id', '=', owner.user.id)
    .executeTakeFirstOrThrow();

  // Another member's car, to which the owner is invited (accepting and leaving are the owner's).
  const inviter = await createUser(ctx);
  const invitation = await send(
    inviter,
    'POST',
    `/api/v1/vehicles/${(await createVehicle(ctx, inviter, { ...preWarCar, identifier: 'INV 1' })).id}/collaborators`,
    json({ member: owner.user.username, role: 'co-keeper' }),
  );
  if (invitation.statusCode !== 201)
    throw new Error(`invitation: ${invitation.statusCode} ${invitation.body}`);

  const dossier = await makeDossier(privateCar.id);
  const withdrawnDossier = await makeDossier(privateCar.id);
  await send(owner, 'POST', `/api/v1/dossiers/${withdrawnDossier.id}/withdraw`);

  // Notifications are written by the server's own events; one inserted here carries private text.
  const notification = await ctx.db
    .insertInto('notifications')
    .values({ user_id: owner.user.id, kind: 'photo-approved', title: PRIVATE_STORY, link: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await send(owner, 'POST', '/api/v1/feedback/submit', {
    payload: { title: 'A private word', description: PRIVATE_STORY },
  });
  const feedback = await ctx.db
    .selectFrom('feedback')
    .select('id')
    .where('user_id', '=', owner.user.id)
    .executeTakeFirstOrThrow();
  const avatar = await send(owner, 'POST', '/api/v1/profile/avatar', upload('avatar'));
  const avatarUrl = (avatar.json() as { data: { avatarUrl: string | null } }).data.avatarUrl;
  if (!avatarUrl) throw new Error(`avatar: ${avatar.statusCode} ${avatar.body}`);

  const privateValues: PathValues = {
    vehicle: privateCar.id,
    maintenance,
    modification,
    reminder,
    ownership,
    shareLink: shareLink.id,
    photo,
    notification: notification.id,
    feedback: feedback.id,
    avatar: avatarUrl.split('/').at(-1)!,
    signIn: await signInAgain(owner),
    member: (await createUser(ctx)).user.id,
    showcased: publicCar.id,
    showcaseThread: threadCar.id,
    comment,
    report: (report.json() as { data: { id: string } }).data.id,
    identifier: preWarCar.identifier,
    shareToken: revokedLink.token,
    username: owner.user.username,
    photoQuery: forgedPhotoQuery(),
    document,
    documentQuery: forgedDocumentQuery(),
    cost,
    fuel,
    valuation,
    conditionReport,
    calendarToken: renewedAway,
    dossier: dossier.id,
    dossierCode: withdrawnDossier.code,
    import: preview,
    handOverCode: withdrawnHandOver,
    keptVehicle: kept.id,
    collaboration: (invitation.json() as { data: { id: string } }).data.id,
  };
  const publicValues: PathValues = {
    ...privateValues,
    vehicle: publicCar.id,
    identifier: modernCar.identifier,
    shareToken: liveLink.token,
    photo: publicPhoto,
    photoQuery: await approvedPhotoQuery(publicCar.id, publicPhoto),
    document: publicDocument,
    documentQuery: await sharedDocumentQuery(publicCar.id),
    calendarToken: live,
    handOverCode: liveHandOver,
  };
  return { privateValues, publicValues };
}

/** Members let in to the owner's two cars (private and public), or once let in or asked. */
export interface LetInCallers {
  workshop: TestUser;
  'co-keeper': TestUser;
  /** Invited to both cars, not yet accepted. */
  invitee: TestUser;
  /** Kept the private car before the owner, and handed it over. */
  'former keeper': TestUser;
  /** A workshop of the private car whose access the owner revoked. */
  'revoked workshop': TestUser;
}

export interface World {
  /** With `letIn` only. */
  letIn?: LetInCallers;
  owner: TestUser;
  anotherMember: TestUser;
  admin: TestUser;
  /** The owner's private objects (and a revoked share token, a forged photo signature). */
  privateValues: PathValues;
  /** The owner's public objects: a public car, a live share token, an approved photo's address. */
  publicValues: PathValues;
}

async function inviteToCar(vehicleId: string, member: TestUser, role: string) {
  const res = await send(
    owner,
    'POST',
    `/api/v1/vehicles/${vehicleId}/collaborators`,
    json({ member: member.user.username, role }),
  );
  if (res.statusCode !== 201) throw new Error(`invite: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: string } }).data.id;
}

async function letInToCar(vehicleId: string, member: TestUser, role: string) {
  const id = await inviteToCar(vehicleId, member, role);
  const res = await send(member, 'POST', `/api/v1/collaborations/${id}/accept`, json({}));
  if (res.statusCode !== 200) throw new Error(`accept: ${res.statusCode} ${res.body}`);
  return id;
}

/** The members let in to the owner's cars (after the cars' objects exist). */
async function letInCallers(formerKeeper: TestUser, values: PathValues): Promise<LetInCallers> {
  const callers = {
    workshop: await createUser(ctx),
    'co-keeper': await createUser(ctx),
    invitee: await createUser(ctx),
    'former keeper': formerKeeper,
    'revoked workshop': await createUser(ctx),
  };
  // The share links' car is the public one: both cars are theirs to work on.
  for (const vehicleId of [values.vehicle, values.showcased]) {
    await letInToCar(vehicleId, callers.workshop, 'workshop');
    await letInToCar(vehicleId, callers['co-keeper'], 'co-keeper');
    await inviteToCar(vehicleId, callers.invitee, 'co-keeper');
  }
  const revoked = await letInToCar(values.vehicle, callers['revoked workshop'], 'workshop');
  await send(owner, 'DELETE', `/api/v1/collaborations/${revoked}`);
  return callers;
}

/**
 * Creates the three members and the owner's objects in this test file's app. With `letIn`, the
 * owner's private car came from a former keeper, and members are let in to the owner's cars.
 */
export async function createWorld(
  context: TestContext,
  options: { letIn?: boolean } = {},
): Promise<World> {
  ctx = context;
  image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1f4d3a' } })
    .jpeg()
    .toBuffer();
  owner = await createUser(ctx);
  anotherMember = await createUser(ctx);
  admin = await createAdmin(ctx);
  if (!options.letIn) return { owner, anotherMember, admin, ...(await createOwnersObjects()) };
  const formerKeeper = await createUser(ctx);
  const objects = await createOwnersObjects(formerKeeper);
  const letIn = await letInCallers(formerKeeper, objects.privateValues);
  return { owner, anotherMember, admin, ...objects, letIn };
}
