export { DataTable } from './data-table';
export type { DataTableColumn, DataTableProps } from './data-table';
export { DescriptionList } from './description-list';
export type { DescriptionItem } from './description-list';
export { Pagination } from './pagination';
export type { PaginationProps } from './pagination';
export { LoadMore, type LoadMoreProps } from './load-more';
export { PagedDataTable } from './paged-data-table';
export { formatDate } from './format-date';
