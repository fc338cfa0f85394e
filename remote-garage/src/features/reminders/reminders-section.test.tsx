import { screen, waitFor, within } from '@testing-library/react';
import { apiError, sentBodies } from '@vg/shared/test-support';
import { renderGarage } from '../../../test/render-garage';
import type { Reminder } from '../../entities/reminders/api/reminder-types';
import { RemindersSection } from './reminders-section';

const service: Reminder = {
  id: 'r1',
  vehicleId: 'v1',
  vehicleTitle: '1962 Jaguar E-Type',
  title: 'Annual service',
  category: 'service',
  dueOn: '2027-05-12',
  dueOdometer: 52000,
  odometerUnit: 'mi',
  intervalMonths: 12,
  intervalDistance: null,
  remindDaysBefore: 14,
  remindDistanceBefore: 500,
  snoozedUntil: null,
  snoozedUntilOdometer: null,
  state: 'upcoming',
  completedAt: null,
  completedRecordId: null,
};

function openReminders(
  reminders: Reminder[],
  api: Parameters<typeof renderGarage>[1] extends infer O
    ? O extends { api?: infer A }
      ? A
      : never
    : never = {},
) {
  const onComplete = jest.fn();
  const rendered = renderGarage(
    <RemindersSection vehicleId="v1" odometerUnit="mi" onComplete={onComplete} />,
    {
      api: {
        'GET /api/v1/vehicles/v1/reminders': {
          body: { data: reminders, page: { nextCursor: null } },
        },
        ...api,
      },
    },
  );
  return { ...rendered, onComplete };
}

describe('RemindersSection', () => {
  it('shows when each reminder is next due, when the owner hears of it, and how it repeats', async () => {
    openReminders([{ ...service, snoozedUntil: '2027-05-20' }]);
    // Dates in the browser's own format (the test runs in en-US).
    expect(
      await screen.findByText('Due May 12, 2027 or at 52,000 mi, whichever comes first'),
    ).toBeVisible();
    expect(
      screen.getByText('You hear of it 14 days before or 500 mi before · Repeats every 12 months'),
    ).toBeVisible();
    expect(screen.getByText('Snoozed until May 20, 2027')).toBeVisible();
  });

  it('adds a reminder due by date or reading, whichever comes first, with its notice', async () => {
    const { user, fetchMock } = openReminders([], {
      'POST /api/v1/vehicles/v1/reminders': { status: 201, body: { data: service } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add reminder' }));
    const form = screen.getByRole('form', { name: 'Add a reminder' });
    await user.type(within(form).getByLabelText('What is due'), 'Annual service');
    await user.type(within(form).getByLabelText('Due by date'), '2027-05-12');
    await user.type(within(form).getByLabelText('Due at reading'), '52000');
    expect(within(form).getByText(/with both, whichever comes first/)).toBeVisible();
    const days = within(form).getByLabelText('Remind me this many days before');
    expect(days).toHaveValue(14);
    await user.clear(days);
    await user.type(days, '30');
    expect(within(form).getByLabelText('Remind me this many miles before')).toHaveValue(500);
    await user.type(within(form).getByLabelText('Repeat every'), '12');
    await user.click(within(form).getByRole('button', { name: 'Add reminder' }));

    expect(sentBodies(fetchMock, 'POST', '/api/v1/vehicles/v1/reminders')).toEqual([
      {
        title: 'Annual service',
        dueOn: '2027-05-12',
        dueOdometer: 52000,
        intervalMonths: 12,
        intervalDistance: null,
        remindDaysBefore: 30,
        remindDistanceBefore: 500,
      },
    ]);
  });

  it('puts the focus on What is due when Enter on Add reminder opens the form', async () => {
    const { user } = openReminders([]);
    (await screen.findByRole('button', { name: 'Add reminder' })).focus();
    await user.keyboard('{Enter}');
    const form = screen.getByRole('form', { name: 'Add a reminder' });
    await waitFor(() => expect(within(form).getByLabelText('What is due')).toHaveFocus());
  });

  it('asks for a date or a reading before sending, and refuses a negative notice', async () => {
    const { user, fetchMock } = openReminders([]);
    await user.click(await screen.findByRole('button', { name: 'Add reminder' }));
    const form = screen.getByRole('form', { name: 'Add a reminder' });
    await user.type(within(form).getByLabelText('What is due'), 'MOT');
    const days = within(form).getByLabelText('Remind me this many days before');
    await user.clear(days);
    await user.type(days, '-3');
    await user.click(within(form).getByRole('button', { name: 'Add reminder' }));
    expect(
      within(form).getByText('Give a date, a reading, or both (whichever comes first).'),
    ).toBeVisible();
    expect(within(form).getByText('Use 0 or more days.')).toBeVisible();
    expect(sentBodies(fetchMock, 'POST', '/api/v1/vehicles/v1/reminders')).toHaveLength(0);
  });

  it('keeps what was typed and shows the server’s reason next to its field', async () => {
    const { user } = openReminders([], {
      'POST /api/v1/vehicles/v1/reminders': apiError(422, 'Validation failed', {
        remindDistanceBefore: 'Use at most 100000.',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add reminder' }));
    const form = screen.getByRole('form', { name: 'Add a reminder' });
    await user.type(within(form).getByLabelText('What is due'), 'Timing belt');
    await user.type(within(form).getByLabelText('Due at reading'), '60000');
    const distance = within(form).getByLabelText('Remind me this many miles before');
    await user.clear(distance);
    await user.type(distance, '200000');
    await user.click(within(form).getByRole('button', { name: 'Add reminder' }));

    expect(await within(form).findByText('Use at most 100000.')).toBeVisible();
    expect(distance).toHaveValue(200000);
    expect(distance).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('What is due')).toHaveValue('Timing belt');
  });

  it('snoozes for a week, or until a reading, and completes through the logbook', async () => {
    const { user, fetchMock, onComplete } = openReminders([service], {
      'POST /api/v1/reminders/r1/snooze': {
        body: { data: { ...service, snoozedUntilOdometer: 53000 } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Snooze Annual service' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Snooze Annual service for' })).getByRole('button', {
        name: '1 week',
      }),
    );
    expect(
      await screen.findByText('We will remind you of Annual service again then.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Snooze Annual service' }));
    await user.click(screen.getByRole('button', { name: 'Until a reading' }));
    await user.type(screen.getByLabelText('Until the reading'), '53000');
    await user.click(
      within(screen.getByRole('form', { name: 'Snooze Annual service until a reading' })).getByRole(
        'button',
        { name: 'Snooze' },
      ),
    );
    expect(await screen.findByText('Snoozed until 53,000 mi')).toBeVisible();
    expect(sentBodies(fetchMock, 'POST', '/api/v1/reminders/r1/snooze')).toEqual([
      { until: 'week' },
      { untilOdometer: 53000 },
    ]);

    await user.click(screen.getByRole('button', { name: 'Complete Annual service' }));
    expect(onComplete).toHaveBeenCalledWith(service);
  });
});
