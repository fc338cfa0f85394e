import { useEffect } from 'react';

/** The event start-app.js waits for to replay a click the page received before the app ran. */
export const APP_STARTED_EVENT = 'vg:app-started';

/**
 * Placed beside the routes, inside their Suspense boundary: its effect runs once the first page
 * has been rendered or hydrated (a lazy page included), so its controls answer from then on
 * (docs/adr/0013). The attribute on <html> says so to anything that waits for the app.
 */
export function AppStarted() {
  useEffect(() => {
    document.documentElement.setAttribute('data-app-started', '');
    window.dispatchEvent(new Event(APP_STARTED_EVENT));
  }, []);
  return null;
}
