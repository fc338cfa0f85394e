// The host's own public pages that are rendered to HTML at build time (docs/product.md, "Public
// pages"): their address, the file the servers answer it with, and what a search engine or a link
// preview reads about them. The not-found page has no address of its own: the servers send it,
// with status 404, for paths the app does not know.

export interface PrerenderedPage {
  /** The route, matched exactly; null for the not-found page. */
  path: string | null;
  /** Under dist/pages/. */
  file: string;
  title: string;
  description: string;
  /** Not to be listed by search engines (the not-found page). */
  noindex?: boolean;
}

export const SITE_NAME = 'Vintage Garage';

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  {
    path: '/',
    file: 'landing.html',
    title: 'Vintage Garage: the logbook for vintage vehicles',
    description:
      'Keep every service, repair and modification of your vintage vehicle on record, with its photographs and provenance in one place, and share its public page with buyers, clubs and friends.',
  },
  {
    path: '/help',
    file: 'help.html',
    title: 'Help · Vintage Garage',
    description:
      'Answers about Vintage Garage: adding a vehicle, VIN or chassis numbers, records, photographs, public pages and share links, the showcase, and your account.',
  },
  {
    path: '/terms',
    file: 'terms.html',
    title: 'Terms of Service · Vintage Garage',
    description:
      'The terms for using Vintage Garage: your account, the records and photographs you keep, what you make public, and how we run the service.',
  },
  {
    path: '/privacy-policy',
    file: 'privacy-policy.html',
    title: 'Privacy Policy · Vintage Garage',
    description:
      'What Vintage Garage keeps about you and your vehicles, why, who can see it, how long we keep it, and how to have it deleted.',
  },
  {
    path: null,
    file: 'not-found.html',
    title: 'Page not found · Vintage Garage',
    description: 'This page of Vintage Garage does not exist or has moved.',
    noindex: true,
  },
];

/** The prerendered page of an address, if it has one. */
export function prerenderedPageAt(pathname: string): PrerenderedPage | undefined {
  return PRERENDERED_PAGES.find((page) => page.path === pathname);
}
