import { OCR_STEP_BUDGET } from './reader-budgets.js';
import { runTool, ToolMissingError, type Budget } from './tool-run.js';

// OCR by tesseract: English always, and the keeper's own language when its data is installed
// (Debian's tesseract-ocr-deu, -fra, -ita), since a garage's invoices are written where it is.

const LANGUAGE_DATA: Record<string, string> = { en: 'eng', de: 'deu', fr: 'fra', it: 'ita' };

let installed: Promise<Set<string>> | undefined;

/** The languages tesseract has data for, asked once per process; none when it is not installed. */
function installedLanguages(): Promise<Set<string>> {
  installed ??= runTool('tesseract', ['--list-langs'], OCR_STEP_BUDGET).then(
    (out) =>
      new Set(
        out
          .toString('utf8')
          .split('\n')
          .slice(1)
          .map((line) => line.trim()),
      ),
    (error: unknown) => {
      if (error instanceof ToolMissingError) return new Set<string>();
      installed = undefined;
      throw error;
    },
  );
  return installed;
}

/** tesseract's `-l` for a member of `locale` ('de-CH' reads eng+deu), or null without tesseract. */
export async function ocrLanguages(locale: string | null): Promise<string | null> {
  const have = await installedLanguages();
  const own = LANGUAGE_DATA[(locale ?? 'en').split('-')[0]!.toLowerCase()];
  const wanted = [...new Set(['eng', ...(own ? [own] : [])])].filter((lang) => have.has(lang));
  return wanted.length > 0 ? wanted.join('+') : null;
}

/** The text tesseract reads in one picture (a PNG file). */
export async function recognise(
  png: string,
  languages: string,
  budget: Budget = OCR_STEP_BUDGET,
): Promise<string> {
  return (await runTool('tesseract', [png, 'stdout', '-l', languages], budget)).toString('utf8');
}
