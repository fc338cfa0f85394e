// The background reader of papers (docs/product.md#papers) on a 20-page scanned PDF, every page a
// picture of typed text as a scanner makes it: the upload through the real route (multipart POST),
// then the reader's job in two parts, page one's thumbnail and preview (with pdftotext finding no
// text), and the OCR of the 20 pages; with the largest memory (RSS) any of the tools reached, read
// from /proc while they run. On PGlite, the job run in this process. Run on its own:
//   npx tsx --conditions=vg-source bench/document-reading.ts          (from api/)
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { readDocument } from '../src/features/garage/documents/reader/read-document.js';
import { readPdf } from '../src/features/garage/documents/reader/pdf-reading.js';
import { createMailer } from '../src/mail/mailer.js';
import { scannedPdf } from '../test/fixtures/documents/paper-fixtures.js';
import { multipart } from '../test/garage/garage-fixtures.js';
import { insertBenchMember, openBenchDatabase } from './bench-database.js';

const PAGES = 20;
const LINES_PER_PAGE = 18;
const MB = 1024 * 1024;
const READER_TOOLS = new Set([
  'pdfinfo',
  'pdftoppm',
  'pdftotext',
  'tesseract',
  'heif-convert',
  'prlimit',
]);

// The job is run here, by the bench, not by the API's runner: so it is timed alone.
process.env.JOBS_IN_PROCESS = 'false';
const { config, db, close } = await openBenchDatabase('document-reading-bench');
const app = await buildApp({
  config,
  db,
  mailer: createMailer({ smtpUrl: null, from: config.mailFrom }),
});

/** A typed page: an invoice's lines, different on every page. */
const pageLines = (page: number) =>
  Array.from(
    { length: LINES_PER_PAGE },
    (_, line) => `Page ${page + 1} line ${line + 1}: rewire loom, Lucas relay ${page * 100 + line}`,
  );

/** The largest RSS of this process's children while `run` runs, per tool, sampled every 20 ms. */
async function childPeaks<T>(
  run: () => Promise<T>,
): Promise<{ result: T; peaks: Map<string, number> }> {
  const peaks = new Map<string, number>();
  const sample = async () => {
    for (const pid of await readdir('/proc').catch(() => [] as string[])) {
      if (!/^\d+$/.test(pid)) continue;
      const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
      if (Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) !== process.pid) continue;
      const name = /^Name:\s+(\S+)/m.exec(status)?.[1] ?? pid;
      // tsx's esbuild is a child too; only the reader's tools count.
      if (!READER_TOOLS.has(name)) continue;
      const rss = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
      peaks.set(name, Math.max(peaks.get(name) ?? 0, rss));
    }
  };
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      await sample();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    return { result: await run(), peaks };
  } finally {
    sampling = false;
    await sampler;
  }
}

const ms = (start: number) => `${Math.round(performance.now() - start).toLocaleString('en-GB')} ms`;
const peaksText = (peaks: Map<string, number>) =>
  [...peaks].map(([name, rss]) => `${name} ${Math.round(rss / MB)} MB`).join(', ') || 'none seen';

try {
  const userId = await insertBenchMember(db, {
    email: 'reader@example.test',
    username: 'reader_bench',
  });
  const headers = { authorization: `Bearer ${await app.tokens.issue(userId)}` };
  const car = await app.inject({
    method: 'POST',
    url: '/api/v1/vehicles',
    headers,
    payload: {
      identifierKind: 'none',
      make: 'Triumph',
      model: 'TR6',
      modelYear: 1972,
      odometerUnit: 'mi',
    },
  });
  if (car.statusCode !== 201) throw new Error(`vehicle: ${car.body}`);
  const vehicleId = (car.json() as { data: { id: string } }).data.id;

  let started = performance.now();
  const pdf = await scannedPdf(Array.from({ length: PAGES }, (_, page) => pageLines(page)));
  console.log(
    `made a ${PAGES}-page scanned PDF of ${(pdf.length / MB).toFixed(1)} MB in ${ms(started)}`,
  );

  const body = multipart([
    { field: 'file', filename: 'scan.pdf', contentType: 'application/pdf', content: pdf },
  ]);
  started = performance.now();
  const uploaded = await app.inject({
    method: 'POST',
    url: `/api/v1/vehicles/${vehicleId}/documents`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  if (uploaded.statusCode !== 201) throw new Error(`upload: ${uploaded.body}`);
  console.log(`upload (POST multipart, kept and its job enqueued): ${ms(started)}`);
  const documentId = (uploaded.json() as { data: { id: string } }).data.id;

  // Page one's pictures alone (and pdftotext, which finds nothing): the reader without OCR.
  const dir = await mkdtemp(join(tmpdir(), 'vg-reader-bench-'));
  try {
    await writeFile(join(dir, 'scan.pdf'), pdf);
    started = performance.now();
    const ctx = { dir, languages: null, missing: () => undefined };
    const { peaks } = await childPeaks(() => readPdf(join(dir, 'scan.pdf'), PAGES, ctx));
    console.log(
      `thumbnail and preview of page one: ${ms(started)} (children's peak RSS: ${peaksText(peaks)})`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  started = performance.now();
  const whole = await childPeaks(() => readDocument({ db, log: console }, { documentId }));
  const total = performance.now() - started;
  const row = await db
    .selectFrom('vehicle_documents')
    .select(['read_status', 'text_source', 'text_content'])
    .where('id', '=', documentId)
    .executeTakeFirstOrThrow();
  const found = (row.text_content?.match(/rewire loom/gi) ?? []).length;
  console.log(
    `the whole job (pictures, then OCR of ${PAGES} pages, eng): ${Math.round(total).toLocaleString('en-GB')} ms, ` +
      `${Math.round(total / PAGES)} ms a page; ${row.read_status}, text by ${row.text_source}, ` +
      `${found} of ${PAGES * LINES_PER_PAGE} lines' words found (children's peak RSS: ${peaksText(whole.peaks)})`,
  );
} finally {
  await app.close();
  await close();
}
