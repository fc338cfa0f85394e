// The garage remote: its exposed pages; everything else is the shared policy.
const { createAppConfig } = require('@vg/shared/federation');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'garage',
  exposes: {
    './dashboard-page': './src/exposed/dashboard-page.tsx',
    './vehicles-page': './src/exposed/vehicles-page.tsx',
    './vehicle-detail-page': './src/exposed/vehicle-detail-page.tsx',
    './maintenance-page': './src/exposed/maintenance-page.tsx',
    './modifications-page': './src/exposed/modifications-page.tsx',
    './public-vehicle-page': './src/exposed/public-vehicle-page.tsx',
    './search-page': './src/exposed/search-page.tsx',
    './hand-over-page': './src/exposed/hand-over-page.tsx',
  },
});
