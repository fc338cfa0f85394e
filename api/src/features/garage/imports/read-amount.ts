import { MONEY_MAX } from '@vg/contract';

// Numbers as spreadsheets and other trackers write them (docs/product.md#importing-history):
// '1,234.56', '1.234,56', '1 234,56', "1'234.50", '12,5'; amounts with their currency's symbol or
// code ('£80.50', '80,50 €', 'USD 80.50', LubeLogger's culture's currency format).

export type AmountReading =
  | { kind: 'empty' }
  | { kind: 'number'; value: number; currency: string | null }
  | { kind: 'refused'; reason: string };

const SYMBOLS: [RegExp, string][] = [
  [/US\$/, 'USD'],
  [/A\$|AU\$/, 'AUD'],
  [/C\$|CA\$/, 'CAD'],
  [/NZ\$/, 'NZD'],
  [/£/, 'GBP'],
  [/€/, 'EUR'],
  [/\$/, 'USD'],
  [/¥/, 'JPY'],
  [/₹/, 'INR'],
  [/\bFr\.|\bCHF\b/, 'CHF'],
  [/zł/, 'PLN'],
  [/Kč/, 'CZK'],
];

/** The currency a cell names, by code or symbol, and the cell without it. */
export function takeCurrency(text: string): { rest: string; currency: string | null } {
  const code = /\b([A-Z]{3})\b/.exec(text);
  if (code && code[1] !== 'CHF') return { rest: text.replace(code[0], ''), currency: code[1]! };
  for (const [symbol, currency] of SYMBOLS) {
    if (symbol.test(text)) return { rest: text.replace(symbol, ''), currency };
  }
  return { rest: text, currency: null };
}

/**
 * A number's text without grouping: the last of '.' and ',' is the decimal mark when both occur;
 * one alone is a decimal mark unless it occurs more than once or has exactly three digits after it
 * ('1,234' is a thousand and more; '12,5' twelve and a half).
 */
export function plainNumber(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f']/g, '');
  if (!/^[+-]?(\d[\d.,]*|[.,]\d+)$/.test(compact)) return null;
  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  let normal: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    normal = compact.replaceAll(group, '').replace(decimal, '.');
  } else {
    const mark = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
    if (!mark) normal = compact;
    else {
      const occurrences = compact.split(mark).length - 1;
      const after = compact.length - compact.lastIndexOf(mark) - 1;
      normal =
        occurrences > 1 || after === 3 ? compact.replaceAll(mark, '') : compact.replace(mark, '.');
    }
  }
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

/** A cost: at least nothing, at most what is kept, with the currency its cell names if any. */
export function readMoney(text: string, what = 'cost'): AmountReading {
  const trimmed = text.trim();
  if (!trimmed || trimmed === '-') return { kind: 'empty' };
  const { rest, currency } = takeCurrency(trimmed);
  let body = rest.trim();
  const bracketed = /^\((.*)\)$/.exec(body);
  if (bracketed) body = `-${bracketed[1]}`;
  body = body.replace(/^-\s+/, '-');
  const value = plainNumber(body);
  if (value === null)
    return { kind: 'refused', reason: `the ${what} '${trimmed}' is not an amount` };
  if (value < 0) return { kind: 'refused', reason: `the ${what} '${trimmed}' is below nothing` };
  if (value > MONEY_MAX)
    return { kind: 'refused', reason: `the ${what} '${trimmed}' is too large` };
  return { kind: 'number', value: Math.round(value * 100) / 100, currency };
}

/** A reading or a volume, with its unit's words let go ('123,456 mi', '40.5 L'). */
export function readQuantity(text: string, what: string): AmountReading {
  const trimmed = text.trim();
  if (!trimmed) return { kind: 'empty' };
  const value = plainNumber(trimmed.replace(/\s*[\p{L}.]+\.?$/u, ''));
  if (value === null)
    return { kind: 'refused', reason: `the ${what} '${trimmed}' is not a number` };
  if (value < 0) return { kind: 'refused', reason: `the ${what} '${trimmed}' is below nothing` };
  return { kind: 'number', value, currency: null };
}
