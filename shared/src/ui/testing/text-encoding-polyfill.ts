// react-router reads TextEncoder when it loads; jsdom does not provide it. Import this before
// anything that imports react-router (the shared jest environment could lend Node's instead).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
