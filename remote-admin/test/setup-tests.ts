import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router reads them when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Every test starts from an empty browser: no token or state left by a previous test.
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
