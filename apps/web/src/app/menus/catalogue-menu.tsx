import {
  IconBox,
  IconCar,
  IconDatabaseExport,
  IconFileExport,
  IconFileImport,
  IconLink,
  IconShieldLock,
  IconTags,
} from '@tabler/icons-react';
import { urls } from '../../lib/urls.ts';
import { useCurrentSession } from '../shell/session-context.tsx';
import { SideMenu, type SideMenuItem } from '../shell/side-menu.tsx';

/** Catalogue side menu; Admin (vehicles, external vehicles, data exports) is for platform staff. */
export function CatalogueMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useCurrentSession();
  const items: SideMenuItem[] = [
    { label: 'Products', to: urls.catalogue.products(), icon: IconBox },
    { label: 'Brands', to: urls.catalogue.brands(), icon: IconTags },
    { label: 'Imports', to: urls.catalogue.imports(), icon: IconFileImport },
    { label: 'Exports', to: urls.catalogue.exportTemplates(), icon: IconFileExport },
  ];
  if (user.staff) {
    items.push({
      label: 'Admin',
      to: urls.catalogue.admin.root(),
      icon: IconShieldLock,
      children: [
        { label: 'Vehicles', to: urls.catalogue.admin.vehicles(), icon: IconCar },
        { label: 'External vehicles', to: urls.catalogue.admin.externalVehicles(), icon: IconLink },
        { label: 'Data exports', to: urls.catalogue.admin.exports(), icon: IconDatabaseExport },
      ],
    });
  }
  return <SideMenu label="Catalogue menu" items={items} onNavigate={onNavigate} />;
}
