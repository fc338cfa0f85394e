import { uploadWithProgress } from '../../src/api';
import { getToken, setToken } from '../../src/session';
import { watchSessionExpiry } from '../support/expiry-spies';
import { failureOf } from '../support/failure-of';

/** Stands in for the browser's XMLHttpRequest; the test plays the server. */
class ScriptedXhr extends EventTarget {
  static last: ScriptedXhr | null = null;
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';

  constructor() {
    super();
    ScriptedXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
    );
  }
  respond(status: number, statusText: string, responseText: string) {
    Object.assign(this, { status, statusText, responseText });
    this.dispatchEvent(new Event('load'));
  }
}

function sentXhr(): ScriptedXhr {
  if (!ScriptedXhr.last) throw new Error('no upload was started');
  return ScriptedXhr.last;
}

const UPLOAD_URL = 'https://garage.example/api/v1/vehicles/v1/photos';
const realXhr = window.XMLHttpRequest;

beforeEach(() => {
  ScriptedXhr.last = null;
  window.XMLHttpRequest = ScriptedXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  window.XMLHttpRequest = realXhr;
});

describe('uploadWithProgress', () => {
  it('posts the form with token and cookies, reports progress and resolves the JSON answer', async () => {
    setToken('jwt-upload');
    const form = new FormData();
    const onProgress = jest.fn();

    const upload = uploadWithProgress(UPLOAD_URL, form, onProgress);
    const xhr = sentXhr();
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(201, 'Created', '{"data":{"id":"p1"}}');

    await expect(upload).resolves.toEqual({ data: { id: 'p1' } });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(UPLOAD_URL);
    expect(xhr.body).toBe(form);
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toMatchObject({ Authorization: 'Bearer jwt-upload' });
    expect(xhr.headers).not.toHaveProperty('Content-Type');
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0.25, 1, 1]);
  });

  it('uses the method it is given', async () => {
    const upload = uploadWithProgress(UPLOAD_URL, new FormData(), jest.fn(), 'PUT');
    sentXhr().respond(204, 'No Content', '');
    await expect(upload).resolves.toBeUndefined();
    expect(sentXhr().method).toBe('PUT');
  });

  it("fails with '{status}: {body text or status text}'", async () => {
    const withBody = uploadWithProgress(UPLOAD_URL, new FormData(), jest.fn());
    sentXhr().respond(413, 'Payload Too Large', 'File over 10 MB');
    expect((await failureOf(withBody)).message).toBe('413: File over 10 MB');

    const withoutBody = uploadWithProgress(UPLOAD_URL, new FormData(), jest.fn());
    sentXhr().respond(500, 'Internal Server Error', '');
    expect((await failureOf(withoutBody)).message).toBe('500: Internal Server Error');
  });

  it('a 401 with an expiry message ends the session', async () => {
    setToken('old-jwt');
    const expiry = watchSessionExpiry();

    const upload = uploadWithProgress(UPLOAD_URL, new FormData(), jest.fn());
    sentXhr().respond(401, 'Unauthorized', '{"error":{"message":"Token expired"}}');
    await failureOf(upload);

    expect(getToken()).toBeNull();
    expect(expiry.cachedQueryCount()).toBe(0);
    expect(expiry.navigate).toHaveBeenCalledWith('/sign-in');
    expiry.unregisterNavigator();
  });

  it('fails with a clear message when the upload never reaches the server', async () => {
    const upload = uploadWithProgress(UPLOAD_URL, new FormData(), jest.fn());
    sentXhr().dispatchEvent(new Event('error'));
    expect((await failureOf(upload)).message).toBe(
      'Network error: the upload did not reach the server',
    );
  });
});
