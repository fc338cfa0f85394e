import { screen } from '@testing-library/react';
import { act } from 'react';
import { renderWithFakeApi as renderPage, testUser } from '@vg/shared/test-support';
import { ProfilePage } from './profile-page';

const member = testUser();

/** Stands in for the browser's XMLHttpRequest, which uploadWithProgress uses for its progress events. */
class FakeUpload {
  static last: FakeUpload | null = null;
  readonly upload = new EventTarget();
  readonly sent: { url?: string; body?: FormData } = {};
  private readonly listeners = new Map<string, () => void>();
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;

  open(_method: string, url: string) {
    this.sent.url = url;
  }
  setRequestHeader() {}
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  send(body: FormData) {
    this.sent.body = body;
    FakeUpload.last = this;
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }),
    );
  }
  finish(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.listeners.get('load')?.();
  }
}

function openProfile() {
  FakeUpload.last = null;
  window.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
  return renderPage(<ProfilePage />, {
    route: '/profile',
    user: member,
    api: { 'GET /api/v1/profile/': () => ({ body: { data: member } }) },
  });
}

const image = (bytes: number) =>
  new File([new Uint8Array(bytes)], 'jaguar.png', { type: 'image/png' });

describe('avatar upload', () => {
  const originalXhr = window.XMLHttpRequest;
  afterEach(() => {
    window.XMLHttpRequest = originalXhr;
  });

  it('sends the photo as the multipart field "avatar" and shows its progress', async () => {
    const { user } = openProfile();
    await user.upload(await screen.findByLabelText('Choose a photo'), image(1024));
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));

    const upload = FakeUpload.last!;
    expect(upload.sent.url).toMatch(/\/api\/v1\/profile\/avatar$/);
    expect((upload.sent.body?.get('avatar') as File).name).toBe('jaguar.png');
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeDisabled();

    act(() => upload.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading photo' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    act(() => upload.finish(200, { data: { ...member, avatarUrl: '/api/v1/avatars/new-id' } }));
    expect(await screen.findByText('Photo updated')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "keeper's avatar" })).toHaveAttribute(
      'src',
      '/api/v1/avatars/new-id',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses a photo over 5 MB before sending it', async () => {
    const { user } = openProfile();
    await user.upload(await screen.findByLabelText('Choose a photo'), image(5 * 1024 * 1024 + 1));
    expect(screen.getByText('Image must be at most 5 MB.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeDisabled();
    expect(FakeUpload.last).toBeNull();
  });

  it("shows the server's reason next to the picker", async () => {
    const { user } = openProfile();
    await user.upload(await screen.findByLabelText('Choose a photo'), image(1024));
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    const reason = 'Please upload a JPEG, PNG, WebP, GIF or AVIF image.';
    act(() =>
      FakeUpload.last!.finish(422, { error: { message: reason, fields: { avatar: reason } } }),
    );
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByLabelText('Choose a photo')).toHaveAttribute('aria-invalid', 'true');
  });
});
