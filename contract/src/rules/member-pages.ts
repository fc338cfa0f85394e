// A member's first screen arrives rendered, like a visitor's page (docs/adr/0020): the API renders
// it from the session this cookie carries. The app keeps the cookie in step with its stored
// session (@vg/shared token-storage); the API reads it for these pages only, never for its JSON
// answers, so a cross-site form or fetch can use it for nothing.

/** The cookie that carries the session to the member pages the API renders. */
export const PAGE_SESSION_COOKIE = 'vg_page_session';

/**
 * The addresses it is sent for (a cookie per path: the browser sends it nowhere else on the site,
 * /vehicles/<id> aside, which the API does not render).
 */
export const PAGE_SESSION_PATHS = ['/dashboard', '/vehicles'] as const;

/** How long a new member is welcomed rather than welcomed back. */
export const FIRST_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The dashboard's greeting, the same on the page the API renders and on the app's screen. Nobody
 * is "back" on their first visit: with an empty garage, or on the day they joined (a member who
 * registered and added a car a minute ago has not come back to anything).
 */
export function dashboardGreeting(
  name: string,
  visit: { vehicleCount: number; memberSince: string | Date; now?: number },
): string {
  const { vehicleCount, memberSince, now = Date.now() } = visit;
  const firstVisit = vehicleCount === 0 || now - new Date(memberSince).getTime() < FIRST_DAY_MS;
  return `${firstVisit ? 'Welcome' : 'Welcome back'}, ${name}`;
}
