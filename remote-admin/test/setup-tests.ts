import { act } from '@testing-library/react';
import { dismissToast } from '@vg/shared';

// The toast store is module state shared by a whole test file: a toast left by one test must
// not satisfy the next test's expectation.
afterEach(() => {
  // Inside act: the test's Toaster may still be mounted and re-renders.
  act(() => dismissToast());
});
