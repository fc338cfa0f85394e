import { screen, within } from '@testing-library/react';
import type { NotificationSettings } from '@vg/contract';
import {
  apiError,
  renderWithFakeApi,
  sentBodies,
  testUser,
  type FakeAnswer,
} from '@vg/shared/test-support';
import { NotificationSettingsSection } from './notification-settings-section';

// What the API answers a member who never chose: every kind, the contract's defaults.
const defaults: NotificationSettings = {
  settings: [
    { kind: 'reminder-due', inApp: true, email: 'immediately' },
    { kind: 'reminder-overdue', inApp: true, email: 'immediately' },
    { kind: 'photo-approved', inApp: true, email: 'never' },
    { kind: 'photo-rejected', inApp: true, email: 'immediately' },
    { kind: 'showcase-featured', inApp: true, email: 'immediately' },
    { kind: 'new-follower', inApp: true, email: 'weekly-digest' },
    { kind: 'vehicle-comment', inApp: true, email: 'weekly-digest' },
    { kind: 'comment-reply', inApp: true, email: 'weekly-digest' },
    { kind: 'vehicle-admired', inApp: true, email: 'weekly-digest' },
  ],
};

function openSettings(put: FakeAnswer | (() => FakeAnswer) = { body: { data: defaults } }) {
  return renderWithFakeApi(<NotificationSettingsSection />, {
    user: testUser(),
    api: {
      'GET /api/v1/profile/notification-settings': { body: { data: defaults } },
      'PUT /api/v1/profile/notification-settings': put,
    },
  });
}

describe('NotificationSettingsSection', () => {
  it('groups the kinds in plain words, with each one’s current choice', async () => {
    openSettings();
    const reminders = await screen.findByRole('group', { name: 'Reminders' });
    expect(within(reminders).getByText('A reminder comes due')).toBeVisible();
    expect(
      within(reminders).getByRole('checkbox', { name: 'A reminder comes due: In the app' }),
    ).toBeChecked();
    expect(
      within(reminders).getByRole('combobox', { name: 'A reminder is overdue: Email' }),
    ).toHaveDisplayValue('Email right away');
    expect(screen.getByRole('group', { name: 'Your photos' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Showcase' })).toBeVisible();
    expect(
      within(screen.getByRole('group', { name: 'Community' })).getByRole('combobox', {
        name: 'Someone follows you: Email',
      }),
    ).toHaveDisplayValue('In the weekly digest');
  });

  it('saves only what changed and says so', async () => {
    const { user, fetchMock } = openSettings();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'A reminder comes due: Email' }),
      'In the weekly digest',
    );
    await user.click(screen.getByRole('checkbox', { name: 'A photo is approved: In the app' }));
    expect(screen.getByText('You have changes that are not saved yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));

    expect(sentBodies(fetchMock, 'PUT', '/api/v1/profile/notification-settings')).toEqual([
      {
        settings: [
          { kind: 'reminder-due', inApp: true, email: 'weekly-digest' },
          { kind: 'photo-approved', inApp: false, email: 'never' },
        ],
      },
    ]);
    expect(await screen.findByText('Notification settings saved')).toBeVisible();
  });

  it('turns every email off in one go, to save', async () => {
    const { user, fetchMock } = openSettings();
    await user.click(await screen.findByRole('button', { name: 'No email at all' }));
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    const [body] = sentBodies(fetchMock, 'PUT', '/api/v1/profile/notification-settings') as [
      NotificationSettings,
    ];
    expect(body.settings.every((setting) => setting.email === 'never')).toBe(true);
    expect(body.settings.map((setting) => setting.kind)).not.toContain('photo-approved');
  });

  it('keeps the choice and shows the server’s reason next to it when refused', async () => {
    const { user } = openSettings(
      apiError(422, 'Validation failed', { 'settings.0.email': 'Choose how to email this.' }),
    );
    const email = await screen.findByRole('combobox', { name: 'Someone admires your car: Email' });
    await user.selectOptions(email, 'Email right away');
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText('Choose how to email this.')).toBeVisible();
    expect(email).toHaveDisplayValue('Email right away');
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers to try again when the settings cannot be loaded', async () => {
    renderWithFakeApi(<NotificationSettingsSection />, {
      user: testUser(),
      api: { 'GET /api/v1/profile/notification-settings': apiError(503, 'Service unavailable') },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your notification settings...');
    expect(
      await screen.findByRole('heading', {
        name: 'Your notification settings could not be loaded',
      }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
