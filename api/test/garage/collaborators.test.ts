import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { createVehicle, preWarCar, uploadDocument, uploadPhoto } from './garage-fixtures.js';
import { call, ok } from './keeping-fixtures.js';

// Workshops and co-keepers (docs/product.md#workshops-and-co-keepers): the keeper invites a member
// to one car; nothing is theirs to see until they accept; a workshop adds and changes only its own
// entries, a co-keeper anything but handing over or deleting the car; access ends at once when
// revoked, left or the car changes hands, and what they recorded keeps saying who.

const ONLY_KEEPERS = "Only the car's keeper or a co-keeper can do that.";
const ONLY_THE_KEEPER = "Only the car's keeper can do that.";
const ONLY_ITS_AUTHOR = 'A workshop can change only what it recorded itself.';

let ctx: TestContext;
let keeper: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  keeper = await createUser(ctx);
  stranger = await createUser(ctx);
}, 60_000);
afterAll(() => ctx.close());

const service = (title: string) => ({
  performedOn: '2024-05-02',
  odometer: 51_000,
  category: 'service',
  title,
  totalCost: 240,
  currency: 'GBP',
});

async function car() {
  return (
    await createVehicle(ctx, keeper, {
      ...preWarCar,
      identifier: `SS ${Math.floor(Math.random() * 1e6)}`,
      purchasePrice: 60_000,
      purchaseCurrency: 'GBP',
    })
  ).id;
}

/** Invites `member` to the car as `role`; answers the invitation's id. */
async function invite(vehicleId: string, member: TestUser, role: 'workshop' | 'co-keeper') {
  const res = await call(ctx, keeper, 'POST', `/vehicles/${vehicleId}/collaborators`, {
    member: member.user.username,
    role,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data as { id: string }).id;
}

/** Lets `member` in to the car as `role`: invited, then accepted. */
async function letIn(
  vehicleId: string,
  member: TestUser,
  role: 'workshop' | 'co-keeper',
  businessName?: string,
) {
  const id = await invite(vehicleId, member, role);
  await ok(
    ctx,
    member,
    'POST',
    `/collaborations/${id}/accept`,
    businessName ? { businessName } : {},
  );
  return id;
}

describe('inviting a member', () => {
  it('finds them by username or email, and refuses who is no member, the keeper, or twice', async () => {
    const vehicleId = await car();
    const workshop = await createUser(ctx);
    const byEmail = await call(ctx, keeper, 'POST', `/vehicles/${vehicleId}/collaborators`, {
      member: workshop.user.email.toUpperCase(),
      role: 'workshop',
    });
    expect(byEmail.statusCode, byEmail.body).toBe(201);
    expect(byEmail.json().data).toMatchObject({
      role: 'workshop',
      state: 'invited',
      username: workshop.user.username,
      acceptedAt: null,
    });

    const twice = await call(ctx, keeper, 'POST', `/vehicles/${vehicleId}/collaborators`, {
      member: `@${workshop.user.username}`,
      role: 'co-keeper',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(
      `${workshop.user.username} is already invited to this car or works on it: revoke that first to change their role.`,
    );

    const nobody = await call(ctx, keeper, 'POST', `/vehicles/${vehicleId}/collaborators`, {
      member: 'no_such_member',
      role: 'workshop',
    });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().error.fields).toEqual({
      member:
        'No member here is called “no_such_member”. They need an account first: ask them to register, then invite them by their username or email.',
    });

    const self = await call(ctx, keeper, 'POST', `/vehicles/${vehicleId}/collaborators`, {
      member: keeper.user.username,
      role: 'co-keeper',
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().error.fields).toEqual({ member: 'You keep this car already.' });

    const badRole = await call(ctx, keeper, 'POST', `/vehicles/${vehicleId}/collaborators`, {
      member: workshop.user.username,
      role: 'owner',
    });
    expect(badRole.statusCode).toBe(400);
    expect(Object.keys(badRole.json().error.fields)).toEqual(['role']);
  });

  it('tells the invitee, who sees nothing of the car until they accept', async () => {
    const vehicleId = await car();
    const workshop = await createUser(ctx);
    const id = await invite(vehicleId, workshop, 'workshop');

    const notifications = await ok<{ kind: string; title: string }[]>(
      ctx,
      workshop,
      'GET',
      '/notifications/',
    );
    expect(notifications[0]).toMatchObject({
      kind: 'vehicle-access',
      title: `${keeper.user.username} invited you to work on the 1926 Bentley 3 Litre as its workshop`,
    });
    const [invitation] = await ok<{ id: string; state: string }[]>(
      ctx,
      workshop,
      'GET',
      '/collaborations',
    );
    expect(invitation).toMatchObject({
      id,
      state: 'invited',
      role: 'workshop',
      vehicleId,
      keeperUsername: keeper.user.username,
    });
    expect((await call(ctx, workshop, 'GET', `/vehicles/${vehicleId}`)).statusCode).toBe(404);
    expect(
      (await call(ctx, workshop, 'GET', `/vehicles/${vehicleId}/maintenance`)).statusCode,
    ).toBe(404);
    // Only the one invited may accept; to anyone else there is no such invitation.
    const taken = await call(ctx, stranger, 'POST', `/collaborations/${id}/accept`, {});
    expect(taken.statusCode).toBe(404);
    expect(taken.json().error.message).toBe('Invitation not found');
  });

  it('is the keeper’s alone: a visitor signs in, another member finds no car, those let in are told', async () => {
    const vehicleId = await car();
    const coKeeper = await createUser(ctx);
    const workshop = await createUser(ctx);
    await letIn(vehicleId, coKeeper, 'co-keeper');
    await letIn(vehicleId, workshop, 'workshop');
    const body = { member: stranger.user.username, role: 'workshop' };
    const path = `/vehicles/${vehicleId}/collaborators`;
    expect((await call(ctx, null, 'POST', path, body)).statusCode).toBe(401);
    expect((await call(ctx, stranger, 'POST', path, body)).statusCode).toBe(404);
    for (const member of [coKeeper, workshop]) {
      const res = await call(ctx, member, 'POST', path, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(ONLY_THE_KEEPER);
    }
    // Who has access: the keeper and co-keepers see it; a workshop is told it is not theirs.
    expect((await ok<unknown[]>(ctx, coKeeper, 'GET', path)).length).toBe(2);
    expect((await call(ctx, workshop, 'GET', path)).json().error.message).toBe(ONLY_KEEPERS);
    expect((await call(ctx, stranger, 'GET', path)).statusCode).toBe(404);
  });
});

describe('a workshop', () => {
  let vehicleId: string;
  let workshop: TestUser;
  let keepersRecord: string;

  beforeAll(async () => {
    vehicleId = await car();
    workshop = await createUser(ctx);
    keepersRecord = (
      await ok<{ id: string }>(ctx, keeper, 'POST', `/vehicles/${vehicleId}/maintenance`, {
        ...service('Oil change'),
        performedOn: '2023-05-02',
        odometer: 50_000,
      })
    ).id;
    await letIn(vehicleId, workshop, 'workshop', '  Marque Specialists ');
  });

  it('opens the car, its history and papers, but not what it cost its keeper', async () => {
    const vehicle = await ok<Record<string, unknown>>(
      ctx,
      workshop,
      'GET',
      `/vehicles/${vehicleId}`,
    );
    expect(vehicle).toMatchObject({ id: vehicleId, access: 'workshop', purchasePrice: null });
    const mine = await ok<Record<string, unknown>>(ctx, keeper, 'GET', `/vehicles/${vehicleId}`);
    expect(mine.access).toBeUndefined();
    expect(mine.purchasePrice).toBe(60_000);
    const records = await ok<{ id: string }[]>(
      ctx,
      workshop,
      'GET',
      `/vehicles/${vehicleId}/maintenance`,
    );
    expect(records.map((record) => record.id)).toEqual([keepersRecord]);
    expect((await ok(ctx, workshop, 'GET', `/maintenance/${keepersRecord}`)).id).toBe(
      keepersRecord,
    );
  });

  it('adds a record in the keeper’s book, which says who recorded it', async () => {
    const added = await ok<{ id: string; recordedBy: string; recordedByName: string }>(
      ctx,
      workshop,
      'POST',
      `/vehicles/${vehicleId}/maintenance`,
      service('Carburettor rebuild'),
    );
    expect(added).toMatchObject({ recordedBy: 'workshop', recordedByName: 'Marque Specialists' });
    const read = await ok<{ recordedBy: string; recordedByName: string }>(
      ctx,
      keeper,
      'GET',
      `/maintenance/${added.id}`,
    );
    expect(read).toMatchObject({ recordedBy: 'workshop', recordedByName: 'Marque Specialists' });
    const keepers = await ok(ctx, keeper, 'GET', `/maintenance/${keepersRecord}`);
    expect(keepers.recordedBy).toBe('keeper');
    // The car's reading follows the record, as the keeper's own would.
    expect((await ok(ctx, keeper, 'GET', `/vehicles/${vehicleId}`)).odometerReading).toBe(51_000);

    // Its own record it may change and delete; the keeper's it may not.
    const changed = await call(ctx, workshop, 'PUT', `/maintenance/${added.id}`, {
      ...service('Carburettor rebuild and balance'),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.recordedBy).toBe('workshop');
    for (const [method, body] of [
      ['PUT', service('Not mine')],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(ctx, workshop, method, `/maintenance/${keepersRecord}`, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(ONLY_ITS_AUTHOR);
    }
    const modification = await ok<{ id: string; recordedBy: string }>(
      ctx,
      workshop,
      'POST',
      `/vehicles/${vehicleId}/modifications`,
      { title: 'Electronic ignition', system: 'ignition' },
    );
    expect(modification.recordedBy).toBe('workshop');
    expect(
      (await call(ctx, workshop, 'DELETE', `/modifications/${modification.id}`)).statusCode,
    ).toBe(204);
  });

  it('adds photos and papers, kept in the keeper’s garage and room', async () => {
    const image = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#1f4d3a' },
    })
      .jpeg()
      .toBuffer();
    const photo = await uploadPhoto(ctx, workshop, vehicleId, image);
    expect(photo.statusCode, photo.body).toBe(201);
    const [listed] = await ok<{ recordedBy: string; recordedByName: string }[]>(
      ctx,
      keeper,
      'GET',
      `/vehicles/${vehicleId}/photos`,
    );
    expect(listed).toMatchObject({ recordedBy: 'workshop', recordedByName: 'Marque Specialists' });
    const paper = await uploadDocument(ctx, workshop, vehicleId, image, 'invoice.jpg');
    expect(paper.statusCode, paper.body).toBe(201);
    const papers = await ok<{ recordedBy: string }[]>(
      ctx,
      keeper,
      'GET',
      `/vehicles/${vehicleId}/documents`,
    );
    expect(papers.map((document) => document.recordedBy)).toEqual(['workshop']);
    const usage = await ok<{ usedBytes: number }>(ctx, keeper, 'GET', '/photos/usage');
    expect(usage.usedBytes).toBeGreaterThan(0);
  });

  it('may not close the keeper’s reminder with its record', async () => {
    const reminder = await ok<{ id: string }>(
      ctx,
      keeper,
      'POST',
      `/vehicles/${vehicleId}/reminders`,
      {
        title: 'Grease the chassis',
        dueOn: '2999-01-01',
      },
    );
    const res = await call(ctx, workshop, 'POST', `/vehicles/${vehicleId}/maintenance`, {
      ...service('Greased the chassis'),
      reminderId: reminder.id,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(ONLY_KEEPERS);
    const records = await ok<{ title: string }[]>(
      ctx,
      keeper,
      'GET',
      `/vehicles/${vehicleId}/maintenance`,
    );
    expect(records.map((record) => record.title)).not.toContain('Greased the chassis');
  });

  it('may not change the car, who sees it, or hand it over', async () => {
    for (const [method, path, body, message] of [
      ['PATCH', `/vehicles/${vehicleId}`, { story: 'Mine now' }, ONLY_KEEPERS],
      ['PATCH', `/vehicles/${vehicleId}`, { visibility: 'public' }, ONLY_KEEPERS],
      ['DELETE', `/vehicles/${vehicleId}`, undefined, ONLY_THE_KEEPER],
    ] as const) {
      const res = await call(ctx, workshop, method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json().error.message).toBe(message);
    }
    expect((await ok(ctx, keeper, 'GET', `/vehicles/${vehicleId}`)).visibility).toBe('private');
  });
});

describe('a co-keeper', () => {
  it('changes the car and any record, but neither deletes the car nor invites', async () => {
    const vehicleId = await car();
    const coKeeper = await createUser(ctx);
    const record = (
      await ok<{ id: string }>(
        ctx,
        keeper,
        'POST',
        `/vehicles/${vehicleId}/maintenance`,
        service('Oil'),
      )
    ).id;
    await letIn(vehicleId, coKeeper, 'co-keeper', 'Ignored for a co-keeper');
    const vehicle = await ok(ctx, coKeeper, 'PATCH', `/vehicles/${vehicleId}`, {
      story: 'Shared story',
    });
    expect(vehicle.story).toBe('Shared story');
    expect((await ok(ctx, keeper, 'GET', `/vehicles/${vehicleId}`)).story).toBe('Shared story');
    const replaced = await call(
      ctx,
      coKeeper,
      'PUT',
      `/maintenance/${record}`,
      service('Oil and filter'),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const added = await ok(
      ctx,
      coKeeper,
      'POST',
      `/vehicles/${vehicleId}/maintenance`,
      service('Brakes'),
    );
    expect(added).toMatchObject({
      recordedBy: 'co-keeper',
      recordedByName: coKeeper.user.username,
    });
    const deleteCar = await call(ctx, coKeeper, 'DELETE', `/vehicles/${vehicleId}`);
    expect(deleteCar.statusCode).toBe(403);
    expect(deleteCar.json().error.message).toBe(ONLY_THE_KEEPER);
    expect((await call(ctx, keeper, 'GET', `/vehicles/${vehicleId}`)).statusCode).toBe(200);
    const [collaboration] = await ok<{ businessName: string | null }[]>(
      ctx,
      coKeeper,
      'GET',
      '/collaborations',
    );
    expect(collaboration?.businessName).toBeNull();
  });
});

describe('when access ends', () => {
  it('is gone at once when revoked, and what they recorded still says a workshop did', async () => {
    const vehicleId = await car();
    const workshop = await createUser(ctx);
    const id = await letIn(vehicleId, workshop, 'workshop', 'Marque Specialists');
    const record = await ok<{ id: string }>(
      ctx,
      workshop,
      'POST',
      `/vehicles/${vehicleId}/maintenance`,
      service('Rebuilt the dynamo'),
    );
    // Nobody else ends it.
    expect((await call(ctx, stranger, 'DELETE', `/collaborations/${id}`)).statusCode).toBe(404);
    expect((await call(ctx, keeper, 'DELETE', `/collaborations/${id}`)).statusCode).toBe(204);

    for (const path of [
      `/vehicles/${vehicleId}`,
      `/vehicles/${vehicleId}/maintenance`,
      `/maintenance/${record.id}`,
    ])
      expect((await call(ctx, workshop, 'GET', path)).statusCode, path).toBe(404);
    expect(
      (await call(ctx, workshop, 'POST', `/vehicles/${vehicleId}/maintenance`, service('Late')))
        .statusCode,
    ).toBe(404);
    expect(await ok<unknown[]>(ctx, workshop, 'GET', '/collaborations')).toEqual([]);
    const [told] = await ok<{ title: string }[]>(ctx, workshop, 'GET', '/notifications/');
    expect(told?.title).toBe('Your access to the 1926 Bentley 3 Litre has ended');
    expect(await ok(ctx, keeper, 'GET', `/maintenance/${record.id}`)).toMatchObject({
      recordedBy: 'workshop',
      recordedByName: 'Marque Specialists',
    });
    // Ended is ended: the same invitation cannot be accepted or ended again.
    expect((await call(ctx, workshop, 'POST', `/collaborations/${id}/accept`, {})).statusCode).toBe(
      404,
    );
    // And the keeper may let them in again.
    await invite(vehicleId, workshop, 'workshop');
  });

  it('ends when the member leaves or declines, and the keeper is told', async () => {
    const vehicleId = await car();
    const leaving = await createUser(ctx);
    const declining = await createUser(ctx);
    const left = await letIn(vehicleId, leaving, 'co-keeper');
    const invited = await invite(vehicleId, declining, 'workshop');
    expect((await call(ctx, leaving, 'DELETE', `/collaborations/${left}`)).statusCode).toBe(204);
    expect((await call(ctx, declining, 'DELETE', `/collaborations/${invited}`)).statusCode).toBe(
      204,
    );
    expect(await ok<unknown[]>(ctx, keeper, 'GET', `/vehicles/${vehicleId}/collaborators`)).toEqual(
      [],
    );
    const titles = (await ok<{ title: string }[]>(ctx, keeper, 'GET', '/notifications/')).map(
      (notification) => notification.title,
    );
    expect(titles).toEqual(
      expect.arrayContaining([
        `${leaving.user.username} no longer works on your 1926 Bentley 3 Litre`,
        `${declining.user.username} declined to work on your 1926 Bentley 3 Litre`,
      ]),
    );
    expect((await call(ctx, leaving, 'GET', `/vehicles/${vehicleId}`)).statusCode).toBe(404);
  });

  it('ends for everyone let in when the car changes hands', async () => {
    const vehicleId = await car();
    const workshop = await createUser(ctx);
    const buyer = await createUser(ctx);
    await letIn(vehicleId, workshop, 'workshop', 'Marque Specialists');
    const offer = await ok<{ code: string }>(
      ctx,
      keeper,
      'POST',
      `/vehicles/${vehicleId}/hand-overs`,
      {
        soldOn: '2025-06-01',
      },
    );
    await ok(ctx, buyer, 'POST', `/hand-overs/${offer.code}/accept`);
    expect((await call(ctx, workshop, 'GET', `/vehicles/${vehicleId}`)).statusCode).toBe(404);
    expect(await ok<unknown[]>(ctx, buyer, 'GET', `/vehicles/${vehicleId}/collaborators`)).toEqual(
      [],
    );
  });
});
