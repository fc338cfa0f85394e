// The account remote: its exposed pages; everything else is the shared policy.
const { createAppConfig } = require('@vg/shared/federation');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'account',
  exposes: {
    './sign-in-page': './src/exposed/sign-in-page.tsx',
    './register-page': './src/exposed/register-page.tsx',
    './verify-email-page': './src/exposed/verify-email-page.tsx',
    './confirm-email-page': './src/exposed/confirm-email-page.tsx',
    './reset-page': './src/exposed/reset-page.tsx',
    './profile-page': './src/exposed/profile-page.tsx',
    './notifications-page': './src/exposed/notifications-page.tsx',
    './consent-dialog': './src/exposed/consent-dialog.tsx',
  },
});
