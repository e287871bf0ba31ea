import { Button, Group, Text, Tooltip } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import {
  ResponsiveTabs,
  type ResponsiveTab,
} from '../../../../components/responsive-tabs/responsive-tabs.tsx';
import { BoxesPanel } from '../../../../features/distribution/index.ts';

const TABS = ['boxes', 'products'];

function ProductWeightsPanel() {
  return (
    <>
      <Group justify="flex-end" mb="md">
        <Tooltip label="Coming Soon">
          {/* Disabled the Mantine way (data-disabled), so the tooltip still shows on hover and focus. */}
          <Button
            data-disabled
            aria-disabled
            onClick={(e) => e.preventDefault()}
            aria-describedby="bulk-import-soon"
          >
            Bulk Import
          </Button>
        </Tooltip>
      </Group>
      <Text id="bulk-import-soon" c="dimmed">
        Coming Soon: the weights and dimensions of the products you stock, with packages you add for them.
      </Text>
    </>
  );
}

/** Packaging (spec 2.3): two tabs, 'Shipping Boxes' and 'Product Weights & Dimensions'; the tab is in the hash. */
export function PackagingPage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const tab = TABS.includes(hash.slice(1)) ? hash.slice(1) : 'boxes';
  const tabs: ResponsiveTab[] = [
    { value: 'boxes', label: 'Shipping Boxes', content: <BoxesPanel /> },
    { value: 'products', label: 'Product Weights & Dimensions', content: <ProductWeightsPanel /> },
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
