// What a receipt's text says, for "Make a record from this" (docs/product.md#papers): its date,
// its total and who issued it. Pure text work, on what the reader extracted or OCR'd; each answer
// is null where the text gives nothing trustworthy, since the keeper confirms every one.

export interface ReceiptFacts {
  date: string | null;
  total: number | null;
  currency: string | null;
  supplier: string | null;
}

const MONTHS: Record<string, number> = {};
const MONTH_NAMES = [
  ['january', 'jan', 'januar', 'janvier', 'janv', 'gennaio', 'genn'],
  ['february', 'feb', 'februar', 'février', 'fevrier', 'févr', 'fevr', 'febbraio'],
  ['march', 'mar', 'märz', 'maerz', 'mars', 'marzo'],
  ['april', 'apr', 'avril', 'avr', 'aprile'],
  ['may', 'mai', 'maggio', 'magg'],
  ['june', 'jun', 'juni', 'juin', 'giugno'],
  ['july', 'jul', 'juli', 'juillet', 'juil', 'luglio'],
  ['august', 'aug', 'août', 'aout', 'agosto', 'ago'],
  ['september', 'sep', 'sept', 'septembre', 'settembre', 'sett'],
  ['october', 'oct', 'oktober', 'okt', 'octobre', 'ottobre', 'ott'],
  ['november', 'nov', 'novembre'],
  ['december', 'dec', 'dezember', 'dez', 'décembre', 'decembre', 'déc', 'dicembre', 'dic'],
];
MONTH_NAMES.forEach((names, index) => names.forEach((name) => (MONTHS[name] = index + 1)));
const MONTH = `(${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.?`;

/** The written forms of a date, each with where its day, month and year are. */
const DATE_FORMS: { pattern: RegExp; read: (m: RegExpExecArray) => [number, number, number][] }[] =
  [
    { pattern: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/gu, read: (m) => [[+m[1]!, +m[2]!, +m[3]!]] },
    // 14/03/1998 is read day first, as most of the world writes it; 03/14/1998 cannot be, so is not.
    {
      pattern: /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/gu,
      read: (m) => [
        [+m[3]!, +m[2]!, +m[1]!],
        [+m[3]!, +m[1]!, +m[2]!],
      ],
    },
    {
      pattern: new RegExp(`\\b(\\d{1,2})\\.?\\s+${MONTH}\\s+(\\d{4})\\b`, 'giu'),
      read: (m) => [[+m[3]!, MONTHS[m[2]!.toLowerCase()]!, +m[1]!]],
    },
    {
      pattern: new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'giu'),
      read: (m) => [[+m[3]!, MONTHS[m[1]!.toLowerCase()]!, +m[2]!]],
    },
  ];

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` when the three make a real day of a plausible year for a car's paper, else null. */
function isoDay(year: number, month: number, day: number): string | null {
  if (year < 1885 || year > new Date().getUTCFullYear() + 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

interface Found {
  index: number;
  length: number;
  value: string;
}

function datesIn(line: string): Found[] {
  const found: Found[] = [];
  for (const form of DATE_FORMS)
    for (const match of line.matchAll(form.pattern)) {
      const value = form
        .read(match)
        .map(([y, m, d]) => isoDay(y, m, d))
        .find(Boolean);
      if (value) found.push({ index: match.index, length: match[0].length, value });
    }
  return found.sort((a, b) => a.index - b.index);
}

const DATE_LABEL = /\b(date|datum|dated|invoice date|rechnungsdatum|data)\b/iu;

/** A date on a line that says it is the date wins; else the first date the receipt gives. */
function receiptDate(lines: string[]): string | null {
  const labelled = lines.find((line) => DATE_LABEL.test(line) && datesIn(line).length > 0);
  if (labelled) return datesIn(labelled)[0]!.value;
  for (const line of lines) {
    const [first] = datesIn(line);
    if (first) return first.value;
  }
  return null;
}

const CURRENCY_MARKS: Record<string, string> = {
  '£': 'GBP',
  '€': 'EUR',
  $: 'USD',
  US$: 'USD',
  CHF: 'CHF',
  'SFr.': 'CHF',
  'Fr.': 'CHF',
};
const CODES = ['GBP', 'EUR', 'USD', 'CHF', 'SEK', 'NOK', 'DKK', 'AUD', 'CAD', 'NZD', 'JPY'];
const MARK = `(US\\$|SFr\\.|Fr\\.|[£€$]|${CODES.join('|')})`;
// 1,250.00 · 1.250,00 · 1 250,00 · 1'250.00 · 85.50 — cents always, or a currency mark beside it.
const NUMBER = `(\\d{1,3}(?:[,.'\\u00a0\\u202f ]\\d{3})+(?:[.,]\\d{2})?|\\d+(?:[.,]\\d{2})?)`;
const AMOUNT = new RegExp(`(?:${MARK}\\s?)?${NUMBER}(?:\\s?${MARK})?`, 'gu');

interface Amount {
  value: number;
  currency: string | null;
}

const currencyOf = (mark: string | undefined) =>
  mark ? (CURRENCY_MARKS[mark] ?? (CODES.includes(mark) ? mark : null)) : null;

function numberOf(text: string): number | null {
  const decimal = /[.,](\d{2})$/.exec(text);
  const whole = (decimal ? text.slice(0, -3) : text).replace(/[,.'\u00a0\u202f ]/g, '');
  const value = Number(`${whole}${decimal ? `.${decimal[1]}` : ''}`);
  return Number.isFinite(value) ? value : null;
}

/** The amounts on a line, its dates taken out first (14.03.1998 is no amount of 14.03). */
function amountsIn(line: string): Amount[] {
  let rest = line;
  for (const date of datesIn(line).reverse())
    rest = `${rest.slice(0, date.index)} ${rest.slice(date.index + date.length)}`;
  const amounts: Amount[] = [];
  for (const match of rest.matchAll(AMOUNT)) {
    const [, before, digits, after] = match;
    const currency = currencyOf(before) ?? currencyOf(after);
    const hasCents = /[.,]\d{2}$/.test(digits!);
    if (!hasCents && !currency) continue;
    const value = numberOf(digits!);
    if (value !== null && value > 0) amounts.push({ value, currency });
  }
  return amounts;
}

const TOTAL_LABEL =
  /\b(total|amount due|balance due|gesamt\w*|summe|endbetrag|total ttc|totale|net à payer|importo)\b/iu;
// A part of the total is not the total.
const PART_LABEL =
  /\b(sub-?total|zwischensumme|total h\.?t\.?|hors taxes?|subtotale|imponibile|total (?:vat|mwst|tva|iva))\b|^\s*(?:vat|mwst|ust|tva|iva)\b/iu;

/** The amount beside a total, the largest such (Total TTC over Total HT); else the largest at all. */
function receiptTotal(lines: string[]): Amount | null {
  const largest = (amounts: Amount[]) =>
    amounts.reduce<Amount | null>((best, a) => (!best || a.value > best.value ? a : best), null);
  const totals = lines
    .filter((line) => TOTAL_LABEL.test(line) && !PART_LABEL.test(line))
    .map((line) => amountsIn(line).at(-1))
    .filter((amount): amount is Amount => amount !== undefined);
  return largest(totals) ?? largest(lines.flatMap(amountsIn));
}

/** The currency most marked in the text, for a total written without one. */
function usualCurrency(text: string): string | null {
  const counts = new Map<string, number>();
  for (const match of text.matchAll(new RegExp(MARK, 'gu'))) {
    const code = currencyOf(match[1]);
    if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

const HEADING =
  /^(invoice|tax invoice|receipt|rechnung|quittung|facture|reçu|fattura|ricevuta|bill|estimate|quote|page \d+)\b/iu;

/**
 * The first line that reads like a business's name: mostly letters, no date or amount, not an
 * address (which starts with its number) or a heading such as "Invoice". pdftotext's layout puts
 * columns apart by runs of spaces; the name is the first of them.
 */
function receiptSupplier(lines: string[]): string | null {
  for (const line of lines.slice(0, 15)) {
    const first = line
      .trim()
      .split(/\s{3,}/u)[0]!
      .trim();
    if (!first || /^\d/u.test(first) || HEADING.test(first)) continue;
    if (datesIn(first).length > 0 || amountsIn(first).length > 0) continue;
    if (/@|https?:|www\.|\btel\b|\bphone\b/iu.test(first)) continue;
    const letters = first.match(/\p{L}/gu)?.length ?? 0;
    if (letters < 3 || letters < first.replace(/\s/gu, '').length * 0.6) continue;
    return first.replace(/\s+/gu, ' ').slice(0, 120);
  }
  return null;
}

export function readReceipt(text: string | null): ReceiptFacts {
  const lines = (text ?? '').split(/\r?\n|\f/u).filter((line) => line.trim() !== '');
  const total = receiptTotal(lines);
  return {
    date: receiptDate(lines),
    total: total?.value ?? null,
    currency: total ? (total.currency ?? usualCurrency(text ?? '')) : null,
    supplier: receiptSupplier(lines),
  };
}
