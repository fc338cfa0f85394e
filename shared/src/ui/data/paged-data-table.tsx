import { Stack } from '../layout/stack';
import { DataTable, type DataTableProps } from './data-table';
import { LoadMore, type LoadMoreProps } from './load-more';

/** A table of a cursor list's rows with its 'Load more' beneath, as every admin queue shows one. */
export function PagedDataTable<Row>({ list, ...table }: DataTableProps<Row> & LoadMoreProps) {
  return (
    <Stack gap={2}>
      <DataTable {...table} />
      <LoadMore list={list} />
    </Stack>
  );
}
