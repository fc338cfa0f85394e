// A sale dossier made on a worker thread (the pool of dossier-on-thread.ts): its records hashed,
// its fingerprint, its PDF. pdfkit lays a document out synchronously, and hashing a long history's
// notes is CPU too: in the API's event loop they held every other request until they were done
// (docs/security.md T42).
import { DossierTooLong, renderDossierPdf } from './dossier-pdf.js';
import { fingerprinted } from './dossier-fingerprint.js';
import type { DossierJob, DossierThreadReply } from './dossier-on-thread.js';
import { readAppendices } from './pdf-appendix.js';

export default async function makeDossierOnThread(job: DossierJob): Promise<DossierThreadReply> {
  const { content, options, photos, code, madeAt, verifyUrl, maxPages, appendix } = job;
  // A Buffer arrives as a plain Uint8Array; pdfkit tells images apart by Buffer's methods.
  const images = photos.map((photo) => ({
    ...photo,
    jpeg: Buffer.from(photo.jpeg.buffer, photo.jpeg.byteOffset, photo.jpeg.byteLength),
  }));
  try {
    // Which papers can be appended is known before anything is fingerprinted or laid out: the
    // fingerprint covers it, and the Papers section says it.
    const appendices = appendix ? await readAppendices(content.documents, appendix) : null;
    const appended = new Set(
      appendices?.filter((item) => item.state === 'appended').map((item) => item.document.id),
    );
    const { entries, fingerprint } = fingerprinted(
      content,
      options,
      photos,
      { code, madeAt },
      appended,
    );
    const stamp = { code, madeAt, verifyUrl, fingerprint };
    const pdf = await renderDossierPdf(content, options, images, stamp, maxPages, appendices);
    return { kind: 'made', pdf, entries, fingerprint };
  } catch (error) {
    if (error instanceof DossierTooLong) return { kind: 'too-long' };
    throw error;
  }
}
