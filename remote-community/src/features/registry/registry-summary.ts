import type { RegistrySummary } from './api/get-registry';

const number = new Intl.NumberFormat();

function years({ yearFrom, yearTo }: RegistrySummary): string {
  if (yearFrom === null || yearTo === null) return '';
  return yearFrom === yearTo ? `, ${yearFrom}` : `, ${yearFrom}–${yearTo}`;
}

/**
 * '47 Giulia Sprint GT on the registry, 1963–1966': how many public cars match, named by the
 * narrowest of model, make or "cars", and the years they span. A search says what it matched.
 */
export function summaryLine(summary: RegistrySummary, query: string, year: number | null): string {
  const count = number.format(summary.count);
  const what = summary.model ?? summary.make ?? (summary.count === 1 ? 'car' : 'cars');
  const fromYear = year !== null ? ` from ${year}` : '';
  if (query) {
    const verb = summary.count === 1 ? 'matches' : 'match';
    return `${count} ${what}${fromYear} ${verb} “${query}” on the registry${year !== null ? '' : years(summary)}`;
  }
  return `${count} ${what}${fromYear} on the registry${year !== null ? '' : years(summary)}`;
}
