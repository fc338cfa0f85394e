export { DataTable } from './data-table';
export type { DataTableColumn, DataTableProps } from './data-table';
export { DescriptionList } from './description-list';
export type { DescriptionItem } from './description-list';
export { Tabs } from './tabs';
export type { TabItem, TabsProps } from './tabs';
export { Pagination } from './pagination';
export type { PaginationProps } from './pagination';
export { LoadMore, type LoadMoreProps } from './load-more';
