// jsdom without the browser APIs our libraries touch: Node lends the Fetch
// API classes (tests stub `fetch` but answer with real Responses), the text
// codecs (react-router reads TextEncoder at load) and a ResizeObserver stub
// (Radix measures floating content; jsdom has no layout anyway).
const { TestEnvironment } = require('jest-environment-jsdom');
const { TextDecoder, TextEncoder } = require('node:util');

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

class JsdomWithFetchEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    Object.assign(this.global, {
      Response,
      Headers,
      Request,
      TextEncoder,
      TextDecoder,
      ResizeObserver: ResizeObserverStub,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
