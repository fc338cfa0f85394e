/**
 * Stands in for the browser's XMLHttpRequest in an upload's test: the test plays the server,
 * sending progress and then an answer.
 */
export class ScriptedXhr extends EventTarget {
  static sent: ScriptedXhr[] = [];
  readonly upload = new EventTarget();
  method = '';
  url = '';
  body: unknown;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: unknown) {
    this.body = body;
    ScriptedXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
    );
  }
  respond(status: number, body: unknown) {
    Object.assign(this, { status, statusText: '', responseText: JSON.stringify(body) });
    this.dispatchEvent(new Event('load'));
  }
}

const realXhr = window.XMLHttpRequest;

/** Puts the scripted XHR in place for each test of the file. */
export function installScriptedXhr() {
  beforeEach(() => {
    ScriptedXhr.sent = [];
    window.XMLHttpRequest = ScriptedXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    window.XMLHttpRequest = realXhr;
  });
}
