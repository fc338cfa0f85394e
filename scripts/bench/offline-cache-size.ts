// What the offline garage keeps on a member's device (docs/adr/0015) for a garage of 20 cars × 200
// maintenance records, every page of every logbook seen: the persisted JSON through the same filter
// and cap the app uses. Run: npx tsx scripts/bench/offline-cache-size.ts (npm run bench prints it).
import zlib from 'node:zlib';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import {
  BUSTER,
  capPersistedClient,
  isGarageQuery,
  PERSIST_MAX_CHARS,
} from '../../shared/src/offline-engine/persist-policy';

const CARS = 20;
const RECORDS_PER_CAR = 200;
const PAGE_SIZE = 20; // api/src/http/pagination.ts DEFAULT_PAGE_SIZE

const day = (index: number) => new Date(Date.UTC(1990, 0, 1) + index * 86_400_000).toISOString();

function record(car: number, index: number) {
  return {
    id: crypto.randomUUID(),
    vehicleId: `car-${car}`,
    vehicleTitle: '1962 Jaguar E-Type Series 1 3.8',
    performedOn: day(index).slice(0, 10),
    odometer: 40_000 + index * 150,
    odometerUnit: 'mi',
    category: 'service',
    title: `Service ${index}: oil, filter and grease`,
    notes: 'Changed the oil and filter, greased the nipples, checked the points gap and timing.',
    performedBy: 'specialist',
    shopName: 'Vintage Bentley Works',
    labourHours: 1.5,
    partsCost: 42.5,
    labourCost: 90,
    totalCost: 132.5,
    currency: 'GBP',
    parts: [
      {
        id: crypto.randomUUID(),
        description: 'Oil filter',
        partNumber: 'GFE 147',
        brand: 'Crosland',
        quantity: 1,
        unitCost: 18.5,
        source: 'reproduction',
      },
      {
        id: crypto.randomUUID(),
        description: 'Engine oil 20W-50',
        partNumber: null,
        brand: 'Penrite',
        quantity: 6,
        unitCost: 4,
        source: 'new_old_stock',
      },
    ],
    createdAt: day(index),
    updatedAt: day(index),
  };
}

export function measureOfflineCache() {
  const client = new QueryClient();
  const now = Date.now();
  const vehicles = Array.from({ length: CARS }, (_, car) => ({
    id: `car-${car}`,
    title: '1962 Jaguar E-Type Series 1 3.8',
    make: 'Jaguar',
    model: 'E-Type',
    modelYear: 1962,
    odometerUnit: 'mi',
    odometerReading: 70_000,
    coverPhoto: {
      thumbnailUrl: `/api/v1/photos/${crypto.randomUUID()}/file?size=thumb&expires=1&sig=abc`,
    },
  }));
  client.setQueryData(['/api/v1/vehicles'], { data: vehicles }, { updatedAt: now });
  vehicles.forEach((vehicle, car) => {
    client.setQueryData(['/api/v1/vehicles', vehicle.id], vehicle, { updatedAt: now - car });
    const records = Array.from({ length: RECORDS_PER_CAR }, (_, index) => record(car, index));
    const pages = [];
    for (let start = 0; start < records.length; start += PAGE_SIZE)
      pages.push({ data: records.slice(start, start + PAGE_SIZE), page: { nextCursor: 'c' } });
    client.setQueryData(
      ['/api/v1/vehicles', vehicle.id, 'maintenance'],
      { pages, pageParams: pages.map((_, index) => index) },
      { updatedAt: now - car },
    );
  });
  const persisted = {
    timestamp: now,
    buster: BUSTER,
    clientState: dehydrate(client, { shouldDehydrateQuery: (query) => isGarageQuery(query) }),
  };
  const full = JSON.stringify(persisted);
  const capped = capPersistedClient(persisted, PERSIST_MAX_CHARS);
  const kept = JSON.stringify(capped);
  const logbooksKept = capped.clientState.queries.filter((query) =>
    JSON.stringify(query.queryKey).includes('maintenance'),
  ).length;
  return {
    cars: CARS,
    records: CARS * RECORDS_PER_CAR,
    fullChars: full.length,
    fullGzipBytes: zlib.gzipSync(full).length,
    keptChars: kept.length,
    capChars: PERSIST_MAX_CHARS,
    logbooksKept,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = measureOfflineCache();
  const mb = (chars: number) => (chars / 1024 / 1024).toFixed(2);
  console.log(
    `Offline garage (${figures.cars} cars × ${figures.records / figures.cars} records, every page seen): ` +
      `${mb(figures.fullChars)} M characters of JSON (${(figures.fullGzipBytes / 1024).toFixed(0)} KB gzip); ` +
      `kept ${mb(figures.keptChars)} M under the ${mb(figures.capChars)} M cap, ` +
      `${figures.logbooksKept}/${figures.cars} logbooks whole (the least recently fetched go first)`,
  );
}
