import type { VehicleDocument } from '@vg/contract';

/** A paper as the API answers it, read and drawn; override what a test is about. */
export const vehicleDocument = (overrides: Partial<VehicleDocument> = {}): VehicleDocument => ({
  id: 'd1',
  vehicleId: 'v1',
  kind: 'invoice',
  title: 'Marelli dynamo rebuild',
  date: '2026-03-14',
  note: null,
  maintenanceRecordId: null,
  modificationId: null,
  ownershipPeriodId: null,
  fileName: 'dynamo.pdf',
  mediaType: 'application/pdf',
  byteSize: 2 * 1024 * 1024,
  sha256: 'ab'.repeat(32),
  pageCount: 2,
  reading: 'done',
  textSource: 'embedded',
  fileUrl: '/api/v1/documents/d1/file?size=original&expires=1&sig=s',
  thumbUrl: '/api/v1/documents/d1/file?size=thumb&expires=1&sig=s',
  previewUrl: '/api/v1/documents/d1/file?size=preview&expires=1&sig=s',
  createdAt: '2026-03-15T10:00:00.000Z',
  updatedAt: '2026-03-15T10:00:00.000Z',
  ...overrides,
});
