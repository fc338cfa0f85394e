// jsdom implements no Fetch API. Tests stub `fetch` itself but need real Response and
// Headers objects to answer with, so Node's own implementations are lent to the window.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    this.global.Response = Response;
    this.global.Headers = Headers;
    this.global.Request = Request;
  }
}

module.exports = JsdomWithFetchEnvironment;
