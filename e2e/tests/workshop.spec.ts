import type { APIRequestContext } from '@playwright/test';
import { signInToDashboard } from '../support/account-flows';
import {
  expect,
  expectAccessible,
  registerMember,
  startTheApp,
  test,
  toastWith,
  type Member,
} from '../support/fixtures';

// A keeper lets a workshop work on one car (docs/product.md#workshops-and-co-keepers): invited on
// the car's Overview, the workshop accepts in its garage on a phone with its business name, adds a
// service record, which the keeper reads as the workshop's; revoked, the car is gone from its garage.

const api = (member: Member) => ({ Authorization: `Bearer ${member.token}` });
const TITLE = '1963 Jaguar E-Type';

async function carOf(request: APIRequestContext, keeper: Member) {
  const created = await request.post('/api/v1/vehicles', {
    headers: api(keeper),
    data: {
      identifierKind: 'chassis',
      identifier: '850091',
      make: 'Jaguar',
      model: 'E-Type',
      modelYear: 1963,
      odometerUnit: 'mi',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { id: string } }).data.id;
}

test('a keeper lets a workshop add a record, then revokes it', async ({ browser, request }) => {
  const keeper = await registerMember(request);
  const workshop = await registerMember(request);
  const vehicleId = await carOf(request, keeper);

  // The keeper invites the workshop on the car's Overview.
  const keeperContext = await browser.newContext();
  const keeperPage = await keeperContext.newPage();
  await signInToDashboard(keeperPage, keeper.username, keeper.password);
  await keeperPage.goto(`/vehicles/${vehicleId}`);
  await startTheApp(keeperPage);
  const access = keeperPage.getByRole('region', { name: 'Who can work on this car' });
  await expect(
    access.getByText(
      'Nobody else works on this car yet. Invite a workshop to add its work to the car’s history, or a co-keeper to share the keeping.',
    ),
  ).toBeVisible();
  const member = access.getByLabel('Member', { exact: false });
  await member.fill('nobody-by-that-name');
  await access.getByRole('radio', { name: 'Workshop' }).check();
  await access.getByRole('button', { name: 'Invite' }).click();
  await expect(
    access.getByText(
      'No member here is called “nobody-by-that-name”. They need an account first: ask them to register, then invite them by their username or email.',
    ),
  ).toBeVisible();
  await expect(member).toHaveValue('nobody-by-that-name');
  await member.fill(workshop.username);
  await access.getByRole('button', { name: 'Invite' }).click();
  await expect(toastWith(keeperPage, 'Invitation sent')).toBeVisible();
  const invited = access.getByRole('listitem', { name: workshop.username });
  await expect(invited).toContainText('Workshop');
  await expect(invited).toContainText('Invited');
  await expectAccessible(keeperPage);

  // The workshop, on its phone, accepts under Invitations with its business name.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await phone.newPage();
  await signInToDashboard(page, workshop.username, workshop.password);
  await page.goto('/vehicles');
  await startTheApp(page);
  const invitation = page
    .getByRole('region', { name: 'Invitations' })
    .getByRole('listitem', { name: TITLE });
  await expect(invitation).toContainText(
    `${keeper.username} invites you to work on it as its workshop.`,
  );
  await expectAccessible(page);
  await invitation.getByLabel('Business name').fill('Marsh Motors');
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(toastWith(page, `You work on the ${TITLE}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invitations' })).toHaveCount(0);
  const carsIWorkOn = page.getByRole('region', { name: 'Cars I work on' });
  await carsIWorkOn.getByRole('link', { name: TITLE }).click();

  // Its car page: the history to add to, not the keeper's controls.
  await expect(page).toHaveURL(`/vehicles/${vehicleId}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(
    page.getByText(`You work on this car as its workshop, for its keeper ${keeper.username}.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Hand over to the new keeper' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Who can work on this car' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Costs' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Maintenance', exact: true }).click();
  await page.getByRole('button', { name: 'Log maintenance' }).first().click();
  await page.getByLabel('Odometer').fill('61250');
  await page.getByLabel('Title').fill('Gearbox oil changed');
  await page.getByRole('button', { name: 'Save record' }).click();
  await expect(toastWith(page, 'Maintenance logged')).toBeVisible();
  const record = page.getByRole('article', { name: /Gearbox oil changed/ });
  await expect(record).toBeVisible();
  await expect(record.getByRole('button', { name: 'Edit Gearbox oil changed' })).toBeVisible();

  // The keeper reads who recorded it.
  await keeperPage.reload();
  await startTheApp(keeperPage);
  await keeperPage.getByRole('tab', { name: 'Maintenance', exact: true }).click();
  await expect(keeperPage.getByRole('article', { name: /Gearbox oil changed/ })).toContainText(
    /Recorded by Marsh Motors, workshop, [A-Z][a-z]{2} \d{1,2}, \d{4}/,
  );

  // And revokes the workshop's access.
  await keeperPage.getByRole('tab', { name: 'Overview', exact: true }).click();
  const active = access.getByRole('listitem', { name: workshop.username });
  await expect(active).toContainText('Has access');
  await expect(active).toContainText('Marsh Motors');
  await active.getByRole('button', { name: 'Revoke' }).click();
  const confirm = keeperPage.getByRole('dialog', { name: `Revoke ${workshop.username}'s access?` });
  await expect(confirm).toContainText(
    `They can no longer open the ${TITLE} or add to it. What they recorded stays in its history.`,
  );
  await confirm.getByRole('button', { name: 'Revoke access' }).click();
  await expect(toastWith(keeperPage, 'Access revoked')).toBeVisible();
  await expect(active).toHaveCount(0);
  await keeperContext.close();

  // The car is no longer in the workshop's garage, nor open to it.
  await page.goto('/vehicles');
  await startTheApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cars I work on' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: TITLE })).toHaveCount(0);
  await page.goto(`/vehicles/${vehicleId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle not found' })).toBeVisible();
  await phone.close();
});
