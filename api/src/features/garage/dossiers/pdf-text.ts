import {
  COMPONENT_LABELS,
  formatMoney as formatSharedMoney,
  NUMBERS_LABELS,
  type MatchingComponent,
} from '@vg/contract/rules';

// Words and figures as the dossier prints them. The PDF uses the standard fonts (no font file to
// ship or embed), whose encoding is Windows-1252: anything outside it is spelt without its accent
// where it has one, else replaced by '?', rather than printed as a wrong glyph.

const CP1252_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

const printable = (char: string) => {
  const code = char.codePointAt(0)!;
  return (
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    char === '\n' ||
    CP1252_EXTRAS.includes(char)
  );
};

export function pdfSafe(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (printable(char)) out += char;
    else if (char === '\t') out += ' ';
    else {
      const bare = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += [...bare].every(printable) && bare ? bare : '?';
    }
  }
  return out;
}

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const MONTH = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2019-03-12' or an instant → '12 Mar 2019'. */
export const formatDate = (value: string | Date) =>
  DAY.format(
    typeof value === 'string' && value.length === 10
      ? new Date(`${value}T00:00:00Z`)
      : new Date(value),
  );

/** A date as precisely as it is known: '12 Mar 1965', 'Mar 1965', '1965' or 'c. 1965'. */
export function formatKnownDate(value: string | null, precision: string | null): string | null {
  if (!value) return null;
  const date = new Date(`${value}T00:00:00Z`);
  if (precision === 'circa') return `c. ${date.getUTCFullYear()}`;
  if (precision === 'year') return String(date.getUTCFullYear());
  if (precision === 'month') return MONTH.format(date);
  return formatDate(value);
}

/** 'new_old_stock' → 'New old stock'. */
export const label = (value: string) => {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The matching numbers as far as they are known ('Engine Matching · Body Period-correct
 * replacement'), in the order the car's pages list them; null when none is known, so the row is
 * left out: a buyer reads 'Unknown' as a doubt the keeper never raised.
 */
export function knownNumbers(verdicts: Record<MatchingComponent, string>): string | null {
  const known = (Object.keys(COMPONENT_LABELS) as MatchingComponent[]).flatMap((component) => {
    const verdict = verdicts[component];
    if (verdict === 'unknown') return [];
    const words = (NUMBERS_LABELS as Record<string, string>)[verdict] ?? label(verdict);
    return [`${COMPONENT_LABELS[component]} ${words}`];
  });
  return known.length ? known.join(' · ') : null;
}

export const formatNumber = (value: number) => value.toLocaleString('en-GB');

/** 'Total £80.50': the rule the garage's screens write money with, in the dossier's English. */
export function formatMoney(amount: number | null, currency: string | null): string | null {
  const written = formatSharedMoney(amount, currency, 'en-GB');
  // A symbol the PDF's fonts lack ('₹') would print as '?': its code names it instead.
  return written !== null && pdfSafe(written) !== written
    ? formatSharedMoney(amount, currency, 'en-GB', 'code')
    : written;
}
