/**
 * React Router 6's opt-ins to version 7 behaviour: the product already works
 * this way, and the router stops warning about it.
 */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
