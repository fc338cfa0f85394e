import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { API_PREFIX, getApiBase } from './api-base';
import { fetchJson } from './api-request';
import { requestInit } from './request-init';

/**
 * The URL a query key names: its string and number parts joined with '/'. Keys spell API paths
 * as the server does ('/api/v1/auth/user'); those are re-rooted on getApiBase() so a build-time
 * base override applies to queries too. Object parts are parameters for a hook's own fetcher.
 */
export function queryKeyToUrl(queryKey: QueryKey): string {
  const path = queryKey
    .filter((part) => typeof part === 'string' || typeof part === 'number')
    .join('/');
  return path.startsWith(`${API_PREFIX}/`)
    ? `${getApiBase()}${path.slice(API_PREFIX.length)}`
    : path;
}

/** The default query fetcher (docs/product.md#api-client): GET on the key's URL, bearer token and cookies. */
export const defaultQueryFn: QueryFunction = async ({ queryKey, signal }) => {
  const body = await fetchJson(queryKeyToUrl(queryKey), { ...requestInit('GET'), signal });
  // TanStack Query rejects `undefined` as query data; an empty answer becomes null.
  return body ?? null;
};
