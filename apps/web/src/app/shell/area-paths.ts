import type { Area } from '@partsflow/contracts';
import { urls } from '../../lib/urls.ts';

export const AREA_HOME: Record<Area, string> = {
  catalogue: urls.catalogue.root(),
  marketplace: urls.marketplace.root(),
  distributor: urls.distributor.root(),
};
