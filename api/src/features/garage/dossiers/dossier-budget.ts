import { HttpError } from '../../../http/errors.js';
import type { DossierOptions } from './dossier-content.js';

// What one sale dossier may take of an API process (docs/security.md T42, docs/adr/0016): a record
// may carry a 20,000-character note and a car any number of records, and every page stays in
// memory until the footers are written, so a dossier is laid out on a thread of its own within a
// budget, a few at a time.

export interface DossierBudget {
  /** Pages one dossier may run to; past them it is refused while it is laid out. */
  maxPages: number;
  /** Seconds one dossier's thread may take before it is stopped. */
  seconds: number;
  /** Megabytes of JavaScript heap one dossier's thread may use before it is stopped. */
  memoryMb: number;
  /** Dossiers one process makes at once: layout is CPU, and the process's CPU is everyone's. */
  atOnce: number;
  /**
   * Megabytes of papers one dossier may append (PDFs and pictures as uploaded, each up to 25 MB):
   * they are copied to its thread and parsed there, within its heap. Their pages count towards
   * `maxPages`.
   */
  appendMb: number;
}

export const DOSSIER_BUDGET: DossierBudget = {
  maxPages: 500,
  seconds: 20,
  memoryMb: 256,
  atOnce: 2,
  appendMb: 60,
};

export const DOSSIERS_BUSY_RETRY_SECONDS = 10;
export const DOSSIERS_BUSY = `This server is making as many dossiers as it can at once. Try again in ${DOSSIERS_BUSY_RETRY_SECONDS} seconds.`;

export type OverBudget = 'pages' | 'time' | 'memory';

const OVER: Record<OverBudget, (budget: DossierBudget) => string> = {
  pages: (budget) => `The dossier would run past ${budget.maxPages} pages.`,
  time: (budget) =>
    `The dossier took longer than ${budget.seconds} seconds to make and was stopped.`,
  memory: () => 'The dossier needed more memory than one dossier may use and was stopped.',
};

/**
 * 422 saying what the keeper can leave out to make the dossier smaller: appended papers first (a
 * paper may be hundreds of pages), then the notes, most of a long history's pages, then the photos.
 * The field named is the choice to change.
 */
export function overBudget(
  over: OverBudget,
  budget: DossierBudget,
  options: DossierOptions,
): HttpError {
  const append = options.appendDocuments && options.documentIds.length > 0;
  const notes = options.notes;
  const photos = options.photoIds.length > 0;
  const choices = [
    append && 'without appending the papers',
    notes && 'without the private notes',
    photos && 'with fewer photos',
  ].filter((choice): choice is string => Boolean(choice));
  const advice = choices.length
    ? `Make it again ${choices.length > 1 ? `${choices.slice(0, -1).join(', ')}, or ${choices.at(-1)}` : choices[0]}.`
    : 'This car’s history is more than one dossier can hold.';
  const message = `${OVER[over](budget)} ${advice}`;
  const field = append ? 'appendDocuments' : notes ? 'notes' : photos ? 'photoIds' : null;
  return new HttpError(422, message, field ? { [field]: message } : undefined);
}

/** Counts the dossiers being made on this process; past `atOnce`, 503 with Retry-After. */
export class DossierSlots {
  private running = 0;

  constructor(private readonly atOnce: number) {}

  /** Takes a place, or throws the answer refusing it; call the answer once the dossier is made. */
  take(): () => void {
    if (this.running >= this.atOnce)
      throw new HttpError(503, DOSSIERS_BUSY, undefined, {
        'retry-after': String(DOSSIERS_BUSY_RETRY_SECONDS),
      });
    this.running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
    };
  }
}
