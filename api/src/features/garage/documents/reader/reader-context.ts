import type { DocumentTextSource } from '@vg/contract';
import type { Pictures } from './pictures.js';
import { ToolMissingError } from './tool-run.js';

/** What one reading needs besides the file: its temp folder, OCR's languages, how to say a tool is missing. */
export interface ReaderContext {
  /** A folder of this reading's own, removed when it ends. */
  dir: string;
  /** tesseract's `-l` ('eng+deu'), or null when tesseract is not installed. */
  languages: string | null;
  /** Notes once per process that `tool` is missing; the reading goes on without it. */
  missing(tool: string): void;
}

/** What the reader made of one document. */
export interface Reading {
  pictures: Pictures | null;
  text: string | null;
  textSource: DocumentTextSource | null;
}

/** `run()`'s answer, or null (and the missing tool noted) when its tool is not installed. */
export async function unlessMissing<T>(
  ctx: ReaderContext,
  run: () => Promise<T>,
): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ToolMissingError)) throw error;
    ctx.missing(error.tool);
    return null;
  }
}
