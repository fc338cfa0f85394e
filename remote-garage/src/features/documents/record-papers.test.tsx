import { act, screen, within } from '@testing-library/react';
import { renderGarage } from '../../../test/render-garage';
import { installScriptedXhr, ScriptedXhr } from '../../../test/scripted-xhr';
import { vehicleDocument } from '../../../test/vehicle-document';
import { RecordPapers } from './record-papers';

installScriptedXhr();

describe("a record's papers", () => {
  it('lists the papers filed under the record, and attaches a new one to it', async () => {
    const { user, requests } = renderGarage(
      <RecordPapers
        vehicleId="v1"
        owner={{ maintenanceRecordId: 'r1' }}
        recordTitle="Annual service"
      />,
      {
        api: {
          'GET /api/v1/vehicles/v1/documents?maintenanceRecordId=r1': {
            body: { data: [vehicleDocument({ maintenanceRecordId: 'r1' })] },
          },
        },
      },
    );
    expect(await screen.findByRole('article', { name: 'Marelli dynamo rebuild' })).toBeVisible();
    expect(requests.map(({ url }) => url)).toContain(
      '/api/v1/vehicles/v1/documents?maintenanceRecordId=r1',
    );

    await user.click(screen.getByRole('button', { name: 'Attach a paper to Annual service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach a paper to Annual service' });
    await user.upload(
      within(dialog).getByLabelText('Choose files'),
      new File(['%PDF-1.7'], 'service-sheet.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const form = ScriptedXhr.sent[0]?.body as FormData;
    expect(form.get('maintenanceRecordId')).toBe('r1');
    expect([...form.keys()].at(-1)).toBe('file');
    await act(async () =>
      ScriptedXhr.sent[0]?.respond(201, { data: vehicleDocument({ id: 'd2' }) }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
