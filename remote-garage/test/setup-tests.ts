import '@testing-library/jest-dom';

// Every test starts from an empty browser: no token and no form draft left by a previous test.
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
