import { describe, expect, it } from 'vitest';
import { axisLabels } from '../../src/features/garage/dossiers/pdf-odometer-chart.js';

// The dossier's odometer chart dates its time axis as finely as its readings need, so the two ends
// never read the same (docs/product.md#sale-dossier).

describe("the odometer chart's time axis", () => {
  it('names the month and year of readings within one year', () => {
    expect(axisLabels('2025-01-14', '2025-11-02')).toEqual(['Jan 2025', 'Nov 2025']);
    // Across New Year, still under twelve months apart.
    expect(axisLabels('2024-11-20', '2025-03-05')).toEqual(['Nov 2024', 'Mar 2025']);
  });

  it('names the day of readings within one month', () => {
    expect(axisLabels('2025-11-03', '2025-11-28')).toEqual(['3 Nov 2025', '28 Nov 2025']);
  });

  it('keeps the years for readings over years', () => {
    expect(axisLabels('2019-03-12', '2025-06-01')).toEqual(['2019', '2025']);
    expect(axisLabels('2024-03-12', '2025-03-12')).toEqual(['2024', '2025']);
  });
});
