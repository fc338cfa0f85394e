import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Two cores shared by several builds: give a screen 3 s (not 1 s) to reach the state a test waits for.
configure({ asyncUtilTimeout: 3000 });

// Every test starts from an empty browser: no token and no form draft left by a previous test.
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
