import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderGarage } from '../../../test/render-garage';
import { ScriptedXhr, installScriptedXhr } from '../../../test/scripted-xhr';
import { vehicleDocument } from '../../../test/vehicle-document';
import { DocumentUploadPanel } from './document-upload-panel';

installScriptedXhr();

const pdf = (name = 'dynamo-invoice.pdf') =>
  new File(['%PDF-1.7 …'], name, { type: 'application/pdf' });

describe('DocumentUploadPanel', () => {
  it('refuses a file over 25 MB, an empty one and one of another type before sending anything', async () => {
    renderGarage(<DocumentUploadPanel vehicleId="v1" />);
    // A file picker can be told to show everything: the type check must not rely on `accept`.
    const user = userEvent.setup({ applyAccept: false });
    const huge = new File([new Uint8Array(25 * 1024 * 1024 + 1)], 'scan.tiff', {
      type: 'image/tiff',
    });
    const empty = new File([], 'blank.pdf', { type: 'application/pdf' });
    const word = new File(['PK'], 'letter.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    await user.upload(screen.getByLabelText('Choose files'), [huge, empty, word]);

    expect(await screen.findByText('A document can be at most 25 MB.')).toBeInTheDocument();
    expect(screen.getByText('This file is empty.')).toBeInTheDocument();
    expect(
      screen.getByText('Only PDF, JPEG, PNG, WebP, HEIC and TIFF files can be kept as papers.'),
    ).toBeInTheDocument();
    expect(screen.getByText('scan.tiff — not uploaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Choose a file to upload.')).toBeInTheDocument();
    expect(ScriptedXhr.sent).toHaveLength(0);
  });

  it('names a single file after itself, sends the details before the file and shows its progress', async () => {
    const { user } = renderGarage(<DocumentUploadPanel vehicleId="v1" />);
    await user.upload(screen.getByLabelText('Choose files'), pdf());
    expect(screen.getByLabelText('Title')).toHaveValue('dynamo-invoice');
    await user.selectOptions(
      screen.getByLabelText('Kind'),
      'Inspection (MOT, TÜV, contrôle technique)',
    );
    await user.type(screen.getByLabelText('Note'), 'From the previous keeper');
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const [xhr] = ScriptedXhr.sent;
    expect(xhr?.url).toMatch(/\/api\/v1\/vehicles\/v1\/documents$/);
    const form = xhr?.body as FormData;
    expect([...form.keys()]).toEqual(['kind', 'title', 'note', 'file']);
    expect(form.get('kind')).toBe('inspection');

    act(() => xhr?.progress(512, 1024));
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    expect(within(uploads).getByText('dynamo-invoice.pdf — 50%')).toBeInTheDocument();
    expect(
      within(uploads).getByRole('progressbar', { name: 'Uploading dynamo-invoice.pdf' }),
    ).toHaveAttribute('value', '0.5');
    await act(async () => xhr?.respond(201, { data: vehicleDocument() }));
    expect(await within(uploads).findByText('dynamo-invoice.pdf — uploaded')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it("puts the server's reason next to its field and keeps what was typed", async () => {
    const { user } = renderGarage(<DocumentUploadPanel vehicleId="v1" />);
    await user.upload(screen.getByLabelText('Choose files'), pdf('bill.pdf'));
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Bill of sale, 1971');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await act(async () =>
      ScriptedXhr.sent[0]?.respond(422, {
        error: {
          message: 'Use a date such as 1971-05-31.',
          fields: { date: 'Use a date such as 1971-05-31.' },
        },
      }),
    );

    const date = screen.getByLabelText('Date');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(
      expect.stringContaining('Use a date such as 1971-05-31.'),
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Bill of sale, 1971');
    expect(screen.getByText('bill.pdf — not uploaded')).toBeInTheDocument();
  });
});
