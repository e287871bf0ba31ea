import type { Area } from '@partsflow/contracts';
import { IconBook2, IconBuildingWarehouse, IconShoppingBag, type Icon } from '@tabler/icons-react';

export const AREA_ICONS: Record<Area, Icon> = {
  catalogue: IconBook2,
  marketplace: IconShoppingBag,
  distributor: IconBuildingWarehouse,
};
