import {
  IconBrandAmazon,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconListCheck,
  IconTruckDelivery,
  IconPackages,
  IconSearch,
  IconSettings,
} from '@tabler/icons-react';
import { CountBadge } from '../../components/count-badge/count-badge.tsx';
import { urls } from '../../lib/urls.ts';
import { useImportListCount, useMyProductsCount } from '../areas/marketplace/use-marketplace-counts.ts';
import { SideMenu, type SideMenuItem } from '../shell/side-menu.tsx';

/** Marketplace side menu (spec 2.1), with the Import List and My Products count badges. */
export function MarketplaceMenu({ onNavigate }: { onNavigate?: () => void }) {
  const importCount = useImportListCount();
  const productsCount = useMyProductsCount();
  const items: SideMenuItem[] = [
    { label: 'Source Products', to: urls.marketplace.sourceProducts(), icon: IconSearch, end: true },
    {
      label: 'Import List',
      to: urls.marketplace.importList(),
      icon: IconListCheck,
      badge: <CountBadge count={importCount} label="products in the import list" />,
    },
    {
      label: 'My Products',
      to: urls.marketplace.products(),
      icon: IconPackages,
      badge: <CountBadge count={productsCount} label="products in your stores" />,
    },
    { label: 'Distributors', to: urls.marketplace.distributors(), icon: IconBuildingWarehouse },
    { label: 'Settings', to: urls.marketplace.settings(), icon: IconSettings },
    // After the spec's five: the spec reaches stores from a header link and names no way to the fulfilment
    // orders, so both join the menu below its items (docs/decisions/0411-marketplace-menu-extras.md).
    { label: 'Fulfillments', to: urls.marketplace.fulfillments(), icon: IconTruckDelivery },
    { label: 'Stores', to: urls.marketplace.stores(), icon: IconBuildingStore },
    { label: 'Amazon Listings', to: urls.marketplace.amazonListings(), icon: IconBrandAmazon },
  ];
  return <SideMenu label="Marketplace menu" items={items} onNavigate={onNavigate} />;
}
