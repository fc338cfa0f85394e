// shared's environment (jsdom plus Node's Fetch classes for stubbed answers), plus the
// TextEncoder/TextDecoder that react-router 7 needs at import time and jsdom does not provide.
const SharedJsdomEnvironment = require('../../shared/test/jsdom-with-fetch-environment.js');

class GarageJsdomEnvironment extends SharedJsdomEnvironment {
  async setup() {
    await super.setup();
    this.global.TextEncoder = TextEncoder;
    this.global.TextDecoder = TextDecoder;
  }
}

module.exports = GarageJsdomEnvironment;
