import type { CostSummary, SpendingByCategory } from '@vg/contract';

const nothing: SpendingByCategory = {
  work: 0,
  insurance: 0,
  road_tax: 0,
  inspection: 0,
  storage: 0,
  transport: 0,
  club: 0,
  other: 0,
  fuel: 0,
};

/** A category's spending, the rest 0. */
export const spent = (byCategory: Partial<SpendingByCategory>): SpendingByCategory => ({
  ...nothing,
  ...byCategory,
});

/** A car's cost summary as the API answers it; override what a test is about. */
export const costSummary = (overrides: Partial<CostSummary> = {}): CostSummary => ({
  vehicleId: 'v1',
  odometerUnit: 'mi',
  purchase: { date: '2020-05-01', price: 40000, currency: 'GBP', odometer: 40000 },
  sale: { date: null, price: null, currency: null, odometer: null },
  sincePurchase: [
    { currency: 'GBP', total: 4620, byCategory: spent({ work: 3800, insurance: 820 }) },
  ],
  perDistance: { unit: 'mi', amount: 0.38, currency: 'GBP', distance: 12300, reason: null },
  range: null,
  perYear: [
    { year: 2025, currency: 'GBP', total: 500, byCategory: spent({ work: 300, insurance: 200 }) },
    { year: 2026, currency: 'GBP', total: 4120, byCategory: spent({ work: 3500, insurance: 620 }) },
  ],
  cumulative: [
    { date: '2025-03-01', currency: 'GBP', total: 500 },
    { date: '2026-04-01', currency: 'GBP', total: 4620 },
  ],
  valuations: [{ date: '2026-01-15', currency: 'GBP', amount: 85000, kind: 'agreed' }],
  odometer: [
    { date: '2020-05-01', odometer: 40000, source: 'purchase' },
    { date: '2026-04-01', odometer: 52300, source: 'maintenance' },
  ],
  economy: { unit: 'mpg_uk', odometerUnit: 'mi', overall: null, intervals: [] },
  ...overrides,
});
