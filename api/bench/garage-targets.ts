// The garage's three timed requests (docs/figures.md), spread over every vehicle of the seeded
// garage and over the member's signed-in devices (one token each), as a busy member's traffic
// would be.
import type { LoadTarget } from './measure.js';
import { SEEDED_ODOMETER_CEILING } from './seed-garage.js';

const PARTS = [
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
];

/** A service record as a member writes it, with one or both parts: every bench write is this one. */
export const maintenanceRecord = (performedOn: string, odometer: number, partCount = 2) => ({
  performedOn,
  odometer,
  category: 'service',
  title: 'Oil and filter change',
  performedBy: 'shop',
  shopName: 'Marque Specialists Ltd',
  labourHours: 1.5,
  labourCost: 90,
  currency: 'GBP',
  parts: PARTS.slice(0, partCount),
});

/**
 * A valid record: dated today (not in the future) at a reading no earlier record exceeds, so the
 * odometer check runs and passes without `odometerConfirmed`, however the concurrent writes interleave.
 */
const maintenanceBody = () =>
  JSON.stringify(maintenanceRecord(new Date().toISOString().slice(0, 10), SEEDED_ODOMETER_CEILING));

export const GARAGE_LIST_ROUTE = 'GET /vehicles (first page)';
const GARAGE_DETAIL_ROUTE = 'GET /vehicles/:id';
const GARAGE_WRITE_ROUTE = 'POST /vehicles/:id/maintenance';
export const GARAGE_ROUTES = [GARAGE_LIST_ROUTE, GARAGE_DETAIL_ROUTE, GARAGE_WRITE_ROUTE];

export const bearer = (token: string | undefined) => ({ authorization: `Bearer ${token}` });

/** Request i carries token i (round the list), so concurrent requests check different tokens. */
const withToken = (tokens: string[], index: number) => bearer(tokens[index % tokens.length]);

export function garageTargets(
  apiUrl: string,
  tokens: string[],
  vehicleIds: string[],
): LoadTarget[] {
  const body = maintenanceBody();
  return [
    {
      name: GARAGE_LIST_ROUTE,
      url: apiUrl,
      requests: tokens.map((token) => ({
        method: 'GET',
        path: '/api/v1/vehicles',
        headers: bearer(token),
      })),
    },
    {
      name: GARAGE_DETAIL_ROUTE,
      url: apiUrl,
      requests: vehicleIds.map((id, index) => ({
        method: 'GET',
        path: `/api/v1/vehicles/${id}`,
        headers: withToken(tokens, index),
      })),
    },
    {
      name: GARAGE_WRITE_ROUTE,
      url: apiUrl,
      requests: vehicleIds.map((id, index) => ({
        method: 'POST',
        path: `/api/v1/vehicles/${id}/maintenance`,
        headers: { ...withToken(tokens, index), 'content-type': 'application/json' },
        body,
      })),
    },
  ];
}
