export { Pagination, DEFAULT_PAGE_SIZE, DEFAULT_PAGE_SIZE_OPTIONS, type PaginationProps } from './Pagination';
export { pageItems, pageCountOf, clampPage, type PageItem } from './pageItems';
