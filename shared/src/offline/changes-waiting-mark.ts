// A mark on the device that changes wait to be sent. The host's start-app.js (unbundled, so it
// spells the key itself) reads it: a member's page rendered by the server shows what the server
// has, so while changes wait the app starts at once to show and send them, instead of waiting for
// the member's first touch (docs/adr/0021).

export const CHANGES_WAITING_KEY = 'vg_changes_waiting';

/** Set while any change waits (refused ones included: they wait for the member's choice). */
export function markChangesWaiting(waiting: boolean): void {
  try {
    if (waiting) window.localStorage.setItem(CHANGES_WAITING_KEY, '1');
    else window.localStorage.removeItem(CHANGES_WAITING_KEY);
  } catch {
    // Storage refused: the page then waits for the member's first touch, as with nothing waiting.
  }
}
