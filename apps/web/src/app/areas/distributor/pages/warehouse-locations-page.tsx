import { WarehouseLocationsList } from '../../../../features/warehouse/index.ts';

/** `/distributor/l`: the warehouse app's location list. */
export function WarehouseLocationsPage() {
  return <WarehouseLocationsList />;
}
