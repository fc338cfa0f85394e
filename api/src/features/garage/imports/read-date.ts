import type { DateOrder } from '@vg/contract';

// A day as keepers and other trackers write it (docs/product.md#importing-history): 1998-03-04,
// 04/03/1998, 4.3.98, 3/4/1998 (LubeLogger's short date in an American install), 4 March 1998,
// Mar 4, 1998, 04-Mar-98; a time after it ("3/4/1998 12:00:00 AM") is let go. A day and month
// written both as numbers read either way when neither is above 12: the file is then asked once
// which it is.

export type DateReading =
  | { kind: 'day'; day: string }
  /** Both numbers 12 or less, and the file's order not known. */
  | { kind: 'ambiguous' }
  | { kind: 'refused'; reason: string };

/** Which way a numeric date can read: a first number above 12 can only be a day. */
export type OrderEvidence = 'day-first' | 'month-first' | 'either' | null;

const MONTHS: Record<string, number> = {};
const MONTH_NAMES = [
  ['january', 'jan', 'januar', 'janvier', 'janv', 'januari', 'jän'],
  ['february', 'feb', 'februar', 'février', 'fév', 'févr', 'februari'],
  ['march', 'mar', 'märz', 'mär', 'mars', 'maart', 'mrt'],
  ['april', 'apr', 'avril', 'avr'],
  ['may', 'mai', 'mei'],
  ['june', 'jun', 'juni', 'juin'],
  ['july', 'jul', 'juli', 'juillet', 'juil'],
  ['august', 'aug', 'août', 'augustus'],
  ['september', 'sep', 'sept', 'septembre'],
  ['october', 'oct', 'oktober', 'okt', 'octobre'],
  ['november', 'nov', 'novembre'],
  ['december', 'dec', 'dezember', 'dez', 'décembre', 'déc'],
];
MONTH_NAMES.forEach((names, index) => {
  for (const name of names) MONTHS[name] = index + 1;
});

const pad = (value: number) => String(value).padStart(2, '0');

/** A two-digit year is of this century up to this year, of the last one after ('98' is 1998). */
function fullYear(year: string): number {
  const value = Number(year);
  if (year.length > 2) return value;
  const thisYear = new Date().getUTCFullYear() % 100;
  return value <= thisYear ? 2000 + value : 1900 + value;
}

function dayOf(text: string, year: number, month: number, day: number): DateReading {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    month < 1 ||
    month > 12 ||
    day < 1 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day ||
    year < 1800
  )
    return { kind: 'refused', reason: `the date '${text}' does not exist` };
  return { kind: 'day', day: `${year}-${pad(month)}-${pad(day)}` };
}

const ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const NUMERIC = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/;
const DAY_NAME_YEAR = /^(\d{1,2})(?:st|nd|rd|th)?\.?[\s-]+([\p{L}]+)\.?,?[\s-]+(\d{2}|\d{4})$/u;
const NAME_DAY_YEAR = /^([\p{L}]+)\.?[\s-]+(\d{1,2})(?:st|nd|rd|th)?,?[\s-]+(\d{4})$/u;
/** A time after the day: '12:00:00 AM', 'T10:30:00Z', '10:30'. */
const TIME =
  /(?:[T\s]+\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:[AaPp]\.?[Mm]\.?)?(?:Z|[+-]\d{2}:?\d{2})?)$/;

const clean = (text: string) =>
  text
    .trim()
    .replace(/^[\p{L}]+,\s+(?=\d)/u, '') // 'Tuesday, 4 March 1998'
    .replace(TIME, '')
    .trim();

/** Which order a written date allows, for the question the file is asked (null: not numeric). */
export function orderEvidence(text: string): OrderEvidence {
  const match = NUMERIC.exec(clean(text));
  if (!match) return null;
  const first = Number(match[1]);
  const second = Number(match[2]);
  if (first > 12 && second <= 12) return 'day-first';
  if (second > 12 && first <= 12) return 'month-first';
  return first === second || first > 12 ? null : 'either';
}

/** The day a cell names, in the file's order when it has one. */
export function readDate(text: string, order: DateOrder | null): DateReading {
  const value = clean(text);
  if (!value) return { kind: 'refused', reason: 'it has no date' };
  let match = ISO.exec(value);
  if (match) return dayOf(text.trim(), Number(match[1]), Number(match[2]), Number(match[3]));
  match = NUMERIC.exec(value);
  if (match) {
    const first = Number(match[1]);
    const second = Number(match[2]);
    const year = fullYear(match[3]!);
    const dayFirst =
      order === 'day-first' ||
      (order === null && first > 12) ||
      (order === null && first === second);
    if (order === null && first <= 12 && second <= 12 && first !== second)
      return { kind: 'ambiguous' };
    return dayFirst
      ? dayOf(text.trim(), year, second, first)
      : dayOf(text.trim(), year, first, second);
  }
  match = DAY_NAME_YEAR.exec(value);
  if (match) {
    const month = MONTHS[match[2]!.toLowerCase()];
    if (month) return dayOf(text.trim(), fullYear(match[3]!), month, Number(match[1]));
  }
  match = NAME_DAY_YEAR.exec(value);
  if (match) {
    const month = MONTHS[match[1]!.toLowerCase()];
    if (month) return dayOf(text.trim(), Number(match[3]), month, Number(match[2]));
  }
  return { kind: 'refused', reason: `'${text.trim()}' is not a date this import can read` };
}
