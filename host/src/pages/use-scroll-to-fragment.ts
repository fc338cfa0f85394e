import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Browsers scroll to a URL fragment only on a full page load. Arriving at '/#contact' or
 * '/privacy-policy#deleting-your-account' through the router needs the scroll done here.
 */
export function useScrollToFragment() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
}
