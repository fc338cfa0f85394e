import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchResults } from '@vg/contract';
import { callApi } from '@vg/shared';
import { searchKeys } from '../../../entities/query-keys';

/** The API's own least: shorter, it answers 422 ('Type at least two letters to search.'). */
export const SEARCH_MIN_LENGTH = 2;

/** GET /api/v1/search?q=: papers (their text too) and records, with the matching words marked. */
export async function searchGarage(q: string, signal?: AbortSignal): Promise<SearchResults> {
  return callApi('GET /search', { query: { q }, signal });
}

export function useGarageSearch(q: string) {
  return useQuery({
    queryKey: searchKeys.results(q),
    queryFn: ({ signal }) => searchGarage(q, signal),
    enabled: q.length >= SEARCH_MIN_LENGTH,
    // The last results stay on screen while the next ones come, so the list does not flash empty.
    placeholderData: keepPreviousData,
  });
}
