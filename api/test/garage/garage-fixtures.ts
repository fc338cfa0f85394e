import type { TestContext } from '../helpers/test-app.js';
import type { TestUser } from '../helpers/users.js';

/** A real VIN whose check digit (X, 9th character) adds up. */
export const VALID_VIN = '1M8GDM9AXKP042788';
/** The same VIN with a wrong check digit. */
export const MISTYPED_VIN = '1M8GDM9A1KP042788';

export const preWarCar = {
  identifierKind: 'chassis',
  identifier: '3C 1234-B',
  make: 'Bentley',
  model: '3 Litre',
  modelYear: 1926,
  buildDate: '1926-05-01',
  buildDatePrecision: 'month',
  odometerUnit: 'mi',
};

export const modernCar = {
  identifierKind: 'vin',
  identifier: VALID_VIN,
  make: 'Mazda',
  model: 'MX-5',
  modelYear: 1989,
  odometerUnit: 'km',
  purchasePrice: 12500,
  purchaseCurrency: 'GBP',
};

export async function createVehicle(
  ctx: TestContext,
  owner: TestUser,
  body: Record<string, unknown> = preWarCar,
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/vehicles',
    headers: owner.headers,
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`createVehicle: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string } & Record<string, unknown>;
}

export interface UploadPart {
  field: string;
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data body for app.inject: fields and files in the order given. */
export function multipart(parts: UploadPart[]) {
  const boundary = `----vg-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.field}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename
      ? `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`
      : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function uploadPhoto(
  ctx: TestContext,
  owner: TestUser,
  vehicleId: string,
  image: Buffer,
  name = 'car.jpg',
) {
  const body = multipart([
    { field: 'file', filename: name, contentType: 'image/jpeg', content: image },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/vehicles/${vehicleId}/photos`,
    headers: { ...owner.headers, ...body.headers },
    payload: body.payload,
  });
}

/** Keeps a paper: its details as fields before the file, as the upload form sends them. */
export async function uploadDocument(
  ctx: TestContext,
  owner: { headers: Record<string, string> },
  vehicleId: string,
  file: Buffer,
  name = 'invoice.pdf',
  fields: Record<string, string> = {},
) {
  const body = multipart([
    ...Object.entries(fields).map(([field, content]) => ({ field, content })),
    { field: 'file', filename: name, contentType: 'application/octet-stream', content: file },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/vehicles/${vehicleId}/documents`,
    headers: { ...owner.headers, ...body.headers },
    payload: body.payload,
  });
}
