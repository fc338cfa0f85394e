import '@testing-library/jest-dom';
import { act, configure } from '@testing-library/react';
import { dismissToast } from '../src/toast';

// Two cores shared by several builds: give a screen 3 s (not 1 s) to reach the state a test waits for.
configure({ asyncUtilTimeout: 3000 });

// Every test starts from an empty browser: no token, no banners left by a previous test.
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// The toast store is module state shared by a whole test file: a toast left by one test must
// not satisfy the next test's expectation. Inside act: the test's Toaster may still be mounted.
afterEach(() => {
  act(() => dismissToast());
});
