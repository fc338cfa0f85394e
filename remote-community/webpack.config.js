// The community remote: its exposed pages; everything else is the shared policy.
const { createAppConfig } = require('@vg/shared/federation');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'community',
  exposes: {
    './community-page': './src/exposed/community-page.tsx',
    './showcase-page': './src/exposed/showcase-page.tsx',
    './user-page': './src/exposed/user-page.tsx',
    './activity-page': './src/exposed/activity-page.tsx',
    './registry-page': './src/exposed/registry-page.tsx',
    './vehicle-conversation': './src/exposed/vehicle-conversation.tsx',
  },
});
