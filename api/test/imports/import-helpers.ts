import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { ImportPreview } from '@vg/contract';
import { multipart } from '../garage/garage-fixtures.js';
import type { TestContext } from '../helpers/test-app.js';
import type { TestUser } from '../helpers/users.js';

// Uploading a file to import, and the fixtures' bytes (fixtures/, written from LubeLogger v1.6.8's
// export code and as spreadsheets write CSV).

export const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** Uploads a file to import: into a car, or (no car) as the whole garage's file. */
export function upload(
  ctx: TestContext,
  who: TestUser | undefined,
  vehicleId: string | null,
  content: Buffer | string,
  filename = 'history.csv',
) {
  const body = multipart([{ field: 'file', filename, contentType: 'text/csv', content }]);
  return ctx.app.inject({
    method: 'POST',
    url: vehicleId ? `/api/v1/vehicles/${vehicleId}/imports` : '/api/v1/garage-imports',
    payload: body.payload,
    headers: { ...who?.headers, ...body.headers },
  });
}

/** Uploads a fixture and answers its preview, failing loudly otherwise. */
export async function previewOf(
  ctx: TestContext,
  who: TestUser,
  vehicleId: string | null,
  content: Buffer | string,
  filename = 'history.csv',
): Promise<ImportPreview> {
  const res = await upload(ctx, who, vehicleId, content, filename);
  if (res.statusCode !== 201) throw new Error(`import: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: ImportPreview }).data;
}

export async function patchImport(ctx: TestContext, who: TestUser, id: string, payload: object) {
  return ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/imports/${id}`,
    headers: who.headers,
    payload,
  });
}

export async function confirm(ctx: TestContext, who: TestUser, id: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/imports/${id}/confirm`,
    headers: who.headers,
  });
}

export async function undo(ctx: TestContext, who: TestUser, id: string) {
  return ctx.app.inject({ method: 'DELETE', url: `/api/v1/imports/${id}`, headers: who.headers });
}

/** A small workbook made with the same library the API reads them with: two sheets. */
export async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const notes = book.addWorksheet('Notes');
  notes.addRow(['Bought from the second keeper in 1994']);
  const sheet = book.addWorksheet('Service log');
  sheet.addRow(['Date', 'Work', 'Miles', 'Cost (£)', 'Notes']);
  sheet.addRow([new Date(Date.UTC(1994, 5, 3)), 'Full service', 54_000, 110.5, 'First with me']);
  sheet.addRow(['13/07/1995', 'Head gasket', 55_210, { formula: '300+50', result: 350 }, null]);
  sheet.addRow([new Date(Date.UTC(1996, 0, 20)), 'Lay-up', 55_900, null, 'Dry store']);
  return Buffer.from(await book.xlsx.writeBuffer());
}
