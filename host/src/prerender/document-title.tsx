import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PRERENDERED_PAGES, prerenderedPageAt, SITE_NAME } from './page-meta';

const HOST_TITLES = new Set(PRERENDERED_PAGES.map((page) => page.title));

/**
 * Keeps the tab's title in step with the host's own pages as a person moves around the app (the
 * first HTML already carries it). Leaving one for a remote's page puts the product's name back;
 * a title set by anyone else is left alone.
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const page = prerenderedPageAt(pathname);
    if (page) document.title = page.title;
    else if (HOST_TITLES.has(document.title)) document.title = SITE_NAME;
  }, [pathname]);
  return null;
}
