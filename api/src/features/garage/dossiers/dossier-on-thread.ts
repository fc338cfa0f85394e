import { Piscina } from 'piscina';
import { threadEntry } from '../../../thread-entry.js';
import type { DossierEntry } from '../tables.js';
import type { DossierContent, DossierOptions } from './dossier-content.js';
import type { PhotoImage } from './dossier-pdf.js';
import type { AppendixSource } from './dossier-appendix.js';
import { DossierSlots, overBudget, type DossierBudget } from './dossier-budget.js';

export interface DossierJob {
  content: DossierContent;
  options: DossierOptions;
  photos: PhotoImage[];
  code: string;
  madeAt: Date;
  /** The absolute verification address the QR code and the footer give. */
  verifyUrl: string;
  maxPages: number;
  /**
   * The papers' bytes, only when the keeper appends them (copied to the thread, within the
   * budget's megabytes); null otherwise, and the thread is sent none.
   */
  appendix: AppendixSource[] | null;
}

export type DossierThreadReply =
  | { kind: 'made'; pdf: Uint8Array; entries: DossierEntry[]; fingerprint: string }
  | { kind: 'too-long' };

export interface MadeDossier {
  pdf: Buffer;
  entries: DossierEntry[];
  fingerprint: string;
}

const OUT_OF_MEMORY = 'ERR_WORKER_OUT_OF_MEMORY';
/** A thread left idle this long ends; the next dossier starts one again. */
const IDLE_MS = 60_000;

/**
 * Makes dossiers (records hashed, fingerprint, PDF) on worker threads (dossier-thread.ts), so the
 * API's event loop keeps answering while one is made (docs/security.md T42). As many threads as
 * the budget makes dossiers at once, none until the first dossier; each with the budget's heap.
 * A dossier past its seconds has its thread stopped, past its heap the thread stops, past its pages
 * it stops itself: the keeper gets a 422 saying what to leave out, never a 500.
 */
export class DossierThreads {
  readonly slots: DossierSlots;
  private readonly pool: Piscina<DossierJob, DossierThreadReply>;

  constructor(readonly budget: DossierBudget) {
    this.slots = new DossierSlots(budget.atOnce);
    const { url, execArgv } = threadEntry('dossier-thread', import.meta.url);
    this.pool = new Piscina({
      filename: url.href,
      execArgv,
      minThreads: 0,
      maxThreads: budget.atOnce,
      idleTimeout: IDLE_MS,
      resourceLimits: { maxOldGenerationSizeMb: budget.memoryMb },
    });
  }

  async make(job: Omit<DossierJob, 'maxPages'>): Promise<MadeDossier> {
    const { maxPages, seconds } = this.budget;
    const over = (kind: 'pages' | 'time' | 'memory') => overBudget(kind, this.budget, job.options);
    const reply = await this.pool
      .run({ ...job, maxPages }, { signal: AbortSignal.timeout(seconds * 1000) })
      .catch((error: Error & { code?: string }) => {
        if (error.name === 'AbortError') throw over('time');
        if (error.code === OUT_OF_MEMORY) throw over('memory');
        throw error;
      });
    if (reply.kind === 'too-long') throw over('pages');
    const { pdf, entries, fingerprint } = reply;
    return { pdf: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), entries, fingerprint };
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
