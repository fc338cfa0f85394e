// The currency of the member's last record, offered on the next one (docs/product.md#garage): a
// keeper pays in one currency nearly always, and typing it for every record was a chore. Kept in
// this browser only; an unreadable store just offers nothing.

const KEY = 'vg_last_currency';

export function lastCurrency(): string {
  try {
    return window.localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

/** Remembers a record's currency; a record without one changes nothing. */
export function rememberCurrency(code: string | null): void {
  if (!code) return;
  try {
    window.localStorage.setItem(KEY, code);
  } catch {
    // Storage refused: the next record simply starts empty.
  }
}
