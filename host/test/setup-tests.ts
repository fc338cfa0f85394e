import '@testing-library/jest-dom';
import { act } from '@testing-library/react';
import { dismissToast } from '@vg/shared';

// Every test starts from an empty browser: no token, no banners, no toast still showing from
// the previous test (the toast store is module state shared by the whole test file).
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  // Inside act: the Toaster of the test may still be mounted and re-renders.
  act(() => dismissToast());
});
