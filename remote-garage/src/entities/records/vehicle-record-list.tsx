import { Button, EmptyState, ErrorState, LoadingState, Pagination, Stack } from '@vg/shared';
import type { ReactNode } from 'react';
import { errorMessage } from '@vg/shared/forms';
import { loadedRecords, type RecordPagesQuery } from './record-pages-query';

interface VehicleRecordListProps<TRecord> {
  records: RecordPagesQuery<TRecord>;
  emptyTitle: string;
  emptyDescription: string;
  addLabel: string;
  onAdd: () => void;
  renderEntry: (record: TRecord) => ReactNode;
}

/** A vehicle's records of one kind, newest first, with the loading, error and empty states a tab shows. */
export function VehicleRecordList<TRecord>({
  records,
  emptyTitle,
  emptyDescription,
  addLabel,
  onAdd,
  renderEntry,
}: VehicleRecordListProps<TRecord>) {
  const rows = loadedRecords(records);
  if (records.isPending) return <LoadingState />;
  if (records.isError)
    return (
      <ErrorState message={errorMessage(records.error)} onRetry={() => void records.refetch()} />
    );
  if (rows.length === 0) {
    return (
      <EmptyState
        icon="wrench"
        title={emptyTitle}
        description={emptyDescription}
        action={<Button onClick={onAdd}>{addLabel}</Button>}
      />
    );
  }
  return (
    <Stack gap={1.5}>
      {rows.map(renderEntry)}
      <Pagination
        hasMore={Boolean(records.hasNextPage)}
        loading={records.isFetchingNextPage}
        onLoadMore={() => void records.fetchNextPage()}
      />
    </Stack>
  );
}
