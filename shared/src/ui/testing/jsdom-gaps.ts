// Browser APIs that jsdom lacks but libraries call at load or on open. Import this first in a
// test file that needs them (the shared jest environment could provide them instead).
import { TextDecoder, TextEncoder } from 'node:util';

// react-router reads TextEncoder when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Radix measures floating content (tooltips) with ResizeObserver; jsdom has no layout anyway.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
