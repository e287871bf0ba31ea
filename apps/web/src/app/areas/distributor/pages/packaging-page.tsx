import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import {
  ResponsiveTabs,
  type ResponsiveTab,
} from '../../../../components/responsive-tabs/responsive-tabs.tsx';
import { BoxesPanel, ProductPackagesPanel } from '../../../../features/distribution/index.ts';

const TABS = ['boxes', 'products'];

/** Packaging (spec 2.3): two tabs, 'Shipping Boxes' and 'Product Weights & Dimensions'; the tab is in the hash. */
export function PackagingPage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const tab = TABS.includes(hash.slice(1)) ? hash.slice(1) : 'boxes';
  const tabs: ResponsiveTab[] = [
    { value: 'boxes', label: 'Shipping Boxes', content: <BoxesPanel /> },
    { value: 'products', label: 'Product Weights & Dimensions', content: <ProductPackagesPanel /> },
  ];
  return (
    <>
      <PageHeader title="Packaging" description="The boxes you ship in and the sizes of what you stock." />
      <ResponsiveTabs
        label="Packaging sections"
        tabs={tabs}
        value={tab}
        onChange={(value) => navigate({ hash: value }, { replace: true })}
      />
    </>
  );
}
