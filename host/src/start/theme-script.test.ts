import { THEME_SCRIPT } from '@vg/contract/design-tokens';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { themeChoice } = require('../../webpack.theme') as {
  themeChoice: () => { THEME_SCRIPT: string };
};

// index.html's first script is the contract's, byte for byte: the CSP allows it by its hash.
it("puts the contract's theme script in index.html unchanged", () => {
  expect(themeChoice().THEME_SCRIPT).toBe(THEME_SCRIPT);
});
