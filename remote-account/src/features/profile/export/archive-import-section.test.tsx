import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithFakeApi as renderPage } from '@vg/shared/test-support';
import { ArchiveImportSection } from './archive-import-section';

class ScriptedXhr extends EventTarget {
  static sent: ScriptedXhr[] = [];
  readonly upload = new EventTarget();
  url = '';
  body: unknown;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: unknown) {
    this.body = body;
    ScriptedXhr.sent.push(this);
  }
  respond(status: number, body: unknown) {
    Object.assign(this, { status, responseText: JSON.stringify(body) });
    this.dispatchEvent(new Event('load'));
  }
}

const realXhr = window.XMLHttpRequest;
beforeEach(() => {
  ScriptedXhr.sent = [];
  window.XMLHttpRequest = ScriptedXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  window.XMLHttpRequest = realXhr;
});

describe('Import an archive', () => {
  it('sends the archive and says what came of each car, and what was left out', async () => {
    renderPage(<ArchiveImportSection />);
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Choose an archive'),
      new File(['PK'], 'vintage-garage-export.zip', { type: 'application/zip' }),
    );
    const [xhr] = ScriptedXhr.sent;
    expect(xhr?.url).toMatch(/\/api\/v1\/imports$/);
    const added = {
      maintenance: 3,
      modifications: 1,
      ownership: 2,
      costs: 0,
      fuel: 0,
      valuations: 0,
      conditionReports: 0,
      photos: 4,
      papers: 2,
    };
    await act(async () =>
      xhr?.respond(201, {
        data: {
          fileName: 'vintage-garage-export.zip',
          cars: [
            {
              title: '1926 Bentley 3 Litre',
              vehicleId: 'v9',
              alreadyImported: false,
              added,
              refused: ["maintenance record 4 ('Oil'): This day does not exist in the calendar."],
            },
            {
              title: '1989 Mazda MX-5',
              vehicleId: null,
              alreadyImported: true,
              added: {
                ...added,
                maintenance: 0,
                modifications: 0,
                ownership: 0,
                photos: 0,
                papers: 0,
              },
              refused: [],
            },
          ],
        },
      }),
    );
    expect(
      await screen.findByText(
        '1926 Bentley 3 Litre: added with 3 maintenance records, 1 modifications, 4 photos and 2 papers.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText("maintenance record 4 ('Oil'): This day does not exist in the calendar."),
    ).toBeInTheDocument();
    expect(
      screen.getByText('1989 Mazda MX-5: imported before, not added again.'),
    ).toBeInTheDocument();
  });
});
