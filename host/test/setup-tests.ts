import { act } from '@testing-library/react';
import { dismissToast } from '@vg/shared';

// No toast still showing from the previous test (the toast store is module
// state shared by the whole test file).
afterEach(() => {
  // Inside act: the Toaster of the test may still be mounted and re-renders.
  act(() => dismissToast());
});
