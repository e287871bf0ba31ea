import {
  IconBox,
  IconCar,
  IconCarGarage,
  IconDatabaseExport,
  IconFileExport,
  IconFileImport,
  IconLink,
  IconShieldLock,
  IconListDetails,
  IconTags,
} from '@tabler/icons-react';
import { Box, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { urls } from '../../lib/urls.ts';
import { useCurrentSession } from '../shell/session-context.tsx';
import { SideMenu, type SideMenuItem } from '../shell/side-menu.tsx';

// The brand switcher loads on first use, not with the shell every area shares (issue 18 budgets).
const BrandSwitcher = lazy(() =>
  import('../../features/brand-switcher/index.ts').then((m) => ({ default: m.BrandSwitcher })),
);

/**
 * Catalogue side menu under the brand switcher; Admin (vehicles, external vehicles, attributes, data exports) is for
 * platform staff.
 */
export function CatalogueMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useCurrentSession();
  const items: SideMenuItem[] = [
    { label: 'Products', to: urls.catalogue.products(), icon: IconBox },
    { label: 'Brands', to: urls.catalogue.brands(), icon: IconTags },
    { label: 'Imports', to: urls.catalogue.imports(), icon: IconFileImport },
    { label: 'Exports', to: urls.catalogue.exportTemplates(), icon: IconFileExport },
    { label: 'ACES export', to: urls.catalogue.acesExport(), icon: IconCarGarage },
  ];
  if (user.staff) {
    items.push({
      label: 'Admin',
      to: urls.catalogue.admin.root(),
      icon: IconShieldLock,
      children: [
        { label: 'Vehicles', to: urls.catalogue.admin.vehicles(), icon: IconCar },
        { label: 'External vehicles', to: urls.catalogue.admin.externalVehicles(), icon: IconLink },
        { label: 'Attributes', to: urls.catalogue.admin.attributes(), icon: IconListDetails },
        { label: 'Data exports', to: urls.catalogue.admin.exports(), icon: IconDatabaseExport },
      ],
    });
  }
  return (
    <Stack gap="sm">
      <Suspense fallback={<Box h={38} />}>
        <BrandSwitcher userId={user.id} onNavigate={onNavigate} />
      </Suspense>
      <SideMenu label="Catalogue menu" items={items} onNavigate={onNavigate} />
    </Stack>
  );
}
