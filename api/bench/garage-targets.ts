// The three garage requests of issue #4, spread over every vehicle of the seeded garage.
import type { LoadTarget } from './measure.js';
import { SEEDED_ODOMETER_CEILING } from './seed-garage.js';

/**
 * A valid record: dated today (not in the future) at a reading no earlier record exceeds, so the
 * odometer check runs and passes without `odometerConfirmed`, however the concurrent writes interleave.
 */
const maintenanceBody = () =>
  JSON.stringify({
    performedOn: new Date().toISOString().slice(0, 10),
    odometer: SEEDED_ODOMETER_CEILING,
    category: 'service',
    title: 'Oil and filter change',
    performedBy: 'shop',
    shopName: 'Marque Specialists Ltd',
    labourHours: 1.5,
    labourCost: 90,
    currency: 'GBP',
    parts: [
      {
        description: 'Engine oil 20W-50',
        brand: 'Castrol',
        quantity: 5,
        unitCost: 9.5,
        source: 'aftermarket',
      },
      {
        description: 'Oil filter',
        partNumber: 'GFE 166',
        quantity: 1,
        unitCost: 12,
        source: 'reproduction',
      },
    ],
  });

export function garageTargets(apiUrl: string, token: string, vehicleIds: string[]): LoadTarget[] {
  const headers = { authorization: `Bearer ${token}` };
  const body = maintenanceBody();
  return [
    { name: 'GET /vehicles (first page)', url: `${apiUrl}/api/v1/vehicles`, headers },
    {
      name: 'GET /vehicles/:id',
      url: apiUrl,
      headers,
      requests: vehicleIds.map((id) => ({ method: 'GET', path: `/api/v1/vehicles/${id}` })),
    },
    {
      name: 'POST /vehicles/:id/maintenance',
      url: apiUrl,
      headers: { ...headers, 'content-type': 'application/json' },
      requests: vehicleIds.map((id) => ({
        method: 'POST',
        path: `/api/v1/vehicles/${id}/maintenance`,
        body,
      })),
    },
  ];
}
