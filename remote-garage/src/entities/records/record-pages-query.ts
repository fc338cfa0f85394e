import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Page } from '../vehicles/api/vehicle-types';

/** A cursor-paged list of records of one kind, as useInfiniteQuery returns it. */
export type RecordPagesQuery<TRecord> = UseInfiniteQueryResult<InfiniteData<Page<TRecord>>>;

/** Every record loaded so far, page after page. */
export function loadedRecords<TRecord>(query: RecordPagesQuery<TRecord>): TRecord[] {
  return query.data?.pages.flatMap((page) => page.data) ?? [];
}
