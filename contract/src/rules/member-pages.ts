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
