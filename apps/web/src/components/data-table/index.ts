export { DataTable } from './data-table.tsx';
export type { DataTableColumn, DataTableProps, DataTableSelection } from './data-table.tsx';
export {
  useDataTableState,
  readDataTableState,
  parseFilters,
  serialiseFilters,
} from './use-data-table-state.ts';
export type {
  DataTableFilters,
  DataTableState,
  DataTableStateControls,
  SortDirection,
} from './use-data-table-state.ts';
