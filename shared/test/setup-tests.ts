import '@testing-library/jest-dom';
import { act } from '@testing-library/react';
import { dismissToast } from '../src/toast';

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
