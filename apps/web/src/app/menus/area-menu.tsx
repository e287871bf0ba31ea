import type { Area } from '@partsflow/contracts';
import { lazy, Suspense } from 'react';
import { CatalogueMenu } from './catalogue-menu.tsx';

// The marketplace and distributor menus (with their live count hooks) load with their area, not on every first
// screen: each area's first screen keeps within its JS budget (issue 18).
const MarketplaceMenu = lazy(() =>
  import('./marketplace-menu.tsx').then((m) => ({ default: m.MarketplaceMenu })),
);
const DistributorMenu = lazy(() =>
  import('./distributor-menu.tsx').then((m) => ({ default: m.DistributorMenu })),
);

export function AreaMenu({ area, onNavigate }: { area: Area; onNavigate?: () => void }) {
  switch (area) {
    case 'catalogue':
      return <CatalogueMenu onNavigate={onNavigate} />;
    case 'marketplace':
      return (
        <Suspense fallback={null}>
          <MarketplaceMenu onNavigate={onNavigate} />
        </Suspense>
      );
    case 'distributor':
      return (
        <Suspense fallback={null}>
          <DistributorMenu onNavigate={onNavigate} />
        </Suspense>
      );
  }
}
