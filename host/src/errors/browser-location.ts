// The two full-page navigations the error screen performs, behind one object so tests can
// observe them: jsdom implements neither, and `window.location` cannot be redefined there.
export const browserLocation = {
  reload: () => window.location.reload(),
  assign: (url: string) => window.location.assign(url),
};
