import { screen, within } from '@testing-library/react';
import { sentBodies } from '@vg/shared/test-support';
import { renderGarage } from '../../../test/render-garage';
import { ConditionReportsSection } from './condition-reports-section';

describe('ConditionReportsSection', () => {
  it('asks for the condition before sending a report on the product’s scale', async () => {
    const { user, fetchMock } = renderGarage(<ConditionReportsSection vehicleId="v1" />, {
      api: {
        'GET /api/v1/vehicles/v1/condition-reports': {
          body: { data: [], page: { nextCursor: null } },
        },
        'POST /api/v1/vehicles/v1/condition-reports': {
          status: 201,
          body: {
            data: {
              id: 'cr1',
              vehicleId: 'v1',
              date: '2026-05-01',
              condition: 'restored',
              reportedBy: null,
              notes: null,
              current: true,
              createdAt: '2026-05-01T10:00:00Z',
            },
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a condition report' }));
    const form = screen.getByRole('form', { name: 'Add a condition report' });
    await user.click(within(form).getByRole('button', { name: 'Add the report' }));
    expect(within(form).getByText('Choose the condition the car was found in.')).toBeVisible();
    expect(sentBodies(fetchMock, 'POST', '/api/v1/vehicles/v1/condition-reports')).toHaveLength(0);
    await user.selectOptions(within(form).getByLabelText(/^Condition/), 'restored');
    await user.click(within(form).getByRole('button', { name: 'Add the report' }));
    expect(sentBodies(fetchMock, 'POST', '/api/v1/vehicles/v1/condition-reports')).toEqual([
      expect.objectContaining({ condition: 'restored', reportedBy: null, notes: null }),
    ]);
  });

  it('corrects a report in place, sending only to that report', async () => {
    const report = {
      id: 'cr1',
      vehicleId: 'v1',
      date: '2024-09-12',
      condition: 'restored' as const,
      reportedBy: 'FBHVC inspector',
      notes: null,
      current: true,
      createdAt: '2024-09-12T10:00:00Z',
    };
    const { user, fetchMock } = renderGarage(<ConditionReportsSection vehicleId="v1" />, {
      api: {
        'GET /api/v1/vehicles/v1/condition-reports': {
          body: { data: [report], page: { nextCursor: null } },
        },
        'PATCH /api/v1/condition-reports/cr1': {
          body: { data: { ...report, condition: 'concours' } },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Restored · Sep 12, 2024' }));
    const form = screen.getByRole('form', { name: 'Edit the condition report' });
    expect(within(form).getByLabelText(/^Reported by/)).toHaveValue('FBHVC inspector');
    await user.selectOptions(within(form).getByLabelText(/^Condition/), 'concours');
    await user.click(within(form).getByRole('button', { name: 'Save the report' }));
    expect(sentBodies(fetchMock, 'PATCH', '/api/v1/condition-reports/cr1')).toEqual([
      expect.objectContaining({ condition: 'concours', date: '2024-09-12' }),
    ]);
    expect(await screen.findByText('Condition report saved')).toBeInTheDocument();
  });
});
