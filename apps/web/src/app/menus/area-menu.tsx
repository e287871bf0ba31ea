import type { Area } from '@partsflow/contracts';
import { CatalogueMenu } from './catalogue-menu.tsx';
import { DistributorMenu } from './distributor-menu.tsx';
import { MarketplaceMenu } from './marketplace-menu.tsx';

export function AreaMenu({ area, onNavigate }: { area: Area; onNavigate?: () => void }) {
  switch (area) {
    case 'catalogue':
      return <CatalogueMenu onNavigate={onNavigate} />;
    case 'marketplace':
      return <MarketplaceMenu onNavigate={onNavigate} />;
    case 'distributor':
      return <DistributorMenu onNavigate={onNavigate} />;
  }
}
