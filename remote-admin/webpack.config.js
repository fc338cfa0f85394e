// The admin remote: its exposed pages; everything else is the shared policy.
const { createAppConfig } = require('@vg/shared/federation');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'admin',
  exposes: {
    './overview-page': './src/exposed/overview-page.tsx',
    './showcase-page': './src/exposed/showcase-page.tsx',
    './feedback-page': './src/exposed/feedback-page.tsx',
    './photos-page': './src/exposed/photos-page.tsx',
    './reports-page': './src/exposed/reports-page.tsx',
    './jobs-page': './src/exposed/jobs-page.tsx',
  },
});
