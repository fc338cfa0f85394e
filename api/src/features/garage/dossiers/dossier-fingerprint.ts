import type { DossierEntry } from '../tables.js';
import { hashOf } from '../../../http/canonical-json.js';
import { dossierEntries, type DossierContent, type DossierOptions } from './dossier-content.js';
import type { PhotoImage } from './dossier-pdf.js';

/**
 * Each record's hash and the dossier's fingerprint (docs/adr/0016): its code, time, options, photos
 * and every record's hash, every paper's (its file's SHA-256, and whether it is appended) and the
 * cost totals it prints. Hashing a long history's notes is CPU, so it is done on the dossier's
 * thread with the PDF (dossier-thread.ts).
 */
export function fingerprinted(
  content: DossierContent,
  options: DossierOptions,
  photos: Pick<PhotoImage, 'id' | 'caption'>[],
  dossier: { code: string; madeAt: Date },
  appended: ReadonlySet<string> = new Set(),
): { entries: DossierEntry[]; fingerprint: string } {
  const entries = dossierEntries(content, appended);
  const fingerprint = hashOf({
    version: 1,
    code: dossier.code,
    madeAt: dossier.madeAt.toISOString(),
    options: {
      paper: options.paper,
      costs: options.costs,
      notes: options.notes,
      // Left out when not chosen: a dossier without papers keeps the fingerprint's earlier shape.
      ...(options.appendDocuments && { appendDocuments: true }),
    },
    photos: photos.map((photo) => ({ id: photo.id, caption: photo.caption })),
    entries,
    // The totals it prints, when it prints them; without them, the fingerprint's earlier shape.
    ...(content.costs && { costs: content.costs }),
  });
  return { entries, fingerprint };
}
