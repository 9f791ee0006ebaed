export { Table } from './Table'
export type { SortDirection, SortState, TableColumn, TableProps } from './Table'
export { DEFAULT_PAGE_SIZE, PAGE_SIZES, Pagination } from './Pagination'
export type { PaginationProps } from './Pagination'
