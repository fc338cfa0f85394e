import { screen, within } from '@testing-library/react';
import { renderWithFakeApi as renderPage, sentBodies, testUser } from '@vg/shared/test-support';
import { CalendarSection } from './calendar-section';

const made = {
  path: '/api/v1/calendar/abc123.ics',
  url: 'https://garage.example/api/v1/calendar/abc123.ics',
  createdAt: '2026-11-20T09:00:00Z',
};
const renewed = {
  path: '/api/v1/calendar/def456.ics',
  url: 'https://garage.example/api/v1/calendar/def456.ics',
  createdAt: '2026-12-02T09:00:00Z',
};

describe('CalendarSection', () => {
  it('gives the address to subscribe to, with a copy button', async () => {
    renderPage(<CalendarSection />, {
      user: testUser(),
      api: { 'GET /api/v1/profile/calendar': () => ({ body: { data: made } }) },
    });
    expect(
      screen.getByText('Subscribe to your reminders in Google, Apple or Outlook calendar'),
    ).toBeVisible();
    expect(await screen.findByLabelText('Calendar address')).toHaveValue(made.url);
    expect(screen.getByRole('button', { name: 'Copy the address' })).toBeVisible();
  });

  it('says when the address was made once the server no longer answers it', async () => {
    renderPage(<CalendarSection />, {
      user: testUser(),
      api: {
        'GET /api/v1/profile/calendar': () => ({
          body: { data: { path: null, url: null, createdAt: made.createdAt } },
        }),
      },
    });
    expect(
      await screen.findByText(
        'Your calendar address was made on Nov 20, 2026. It is shown only once, when it is made: if you no longer have it, make a new address.',
      ),
    ).toBeVisible();
  });

  it('makes a new address only once the member confirms the old one stops working', async () => {
    const { user, fetchMock } = renderPage(<CalendarSection />, {
      user: testUser(),
      api: {
        'GET /api/v1/profile/calendar': () => ({ body: { data: made } }),
        'POST /api/v1/profile/calendar/renew': () => ({ body: { data: renewed } }),
      },
    });
    await screen.findByLabelText('Calendar address');
    await user.click(screen.getByRole('button', { name: 'Make a new address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new calendar address?' });
    expect(
      within(dialog).getByText(
        'The address you have now stops working at once: a calendar subscribed to it gets no more reminders until you subscribe it to the new one.',
      ),
    ).toBeVisible();
    expect(sentBodies(fetchMock, 'POST', '/api/v1/profile/calendar/renew')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Make a new address' }));
    expect(await screen.findByDisplayValue(renewed.url)).toBeVisible();
    expect(sentBodies(fetchMock, 'POST', '/api/v1/profile/calendar/renew')).toHaveLength(1);
  });
});
