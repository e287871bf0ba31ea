import {
  IconBox,
  IconBuildingStore,
  IconCash,
  IconCurrencyDollar,
  IconLayoutDashboard,
  IconPackage,
  IconSettings,
} from '@tabler/icons-react';
import { urls } from '../../lib/urls.ts';
import { SideMenu, type SideMenuItem } from '../shell/side-menu.tsx';

/** Distributor side menu (distributor spec section 1). */
export function DistributorMenu({ onNavigate }: { onNavigate?: () => void }) {
  const items: SideMenuItem[] = [
    { label: 'Dashboard', to: urls.distributor.dashboard(), icon: IconLayoutDashboard, end: true },
    { label: 'Packaging', to: urls.distributor.packaging(), icon: IconPackage },
    { label: 'Locations', to: urls.distributor.locations(), icon: IconBuildingStore },
    { label: 'Inventory', to: urls.distributor.inventory(), icon: IconBox },
    { label: 'Pricing', to: urls.distributor.pricing(), icon: IconCurrencyDollar },
    { label: 'Payments', to: urls.distributor.payments(), icon: IconCash },
    { label: 'Settings', to: urls.distributor.settings(), icon: IconSettings },
  ];
  return <SideMenu label="Distributor menu" items={items} onNavigate={onNavigate} />;
}
