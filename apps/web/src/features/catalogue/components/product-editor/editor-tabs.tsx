import type { Product } from '@partsflow/contracts';
import type { ReactNode } from 'react';
import { ResponsiveTabs } from '../../../../components/responsive-tabs/responsive-tabs.tsx';
import { useHashTab } from '../../hooks/use-hash-tab.ts';
import { isProductEditorTab, type ProductEditorTab } from '../../utils/catalogue-urls.ts';
import { EDITOR_TABS, isTabDisabled } from './editor-tab-definitions.ts';

/**
 * The editor's tabs (a select on phones). Only the chosen tab's content is built, so each tab loads its data
 * when it is opened rather than all eleven at once.
 */
export function EditorTabs({
  product,
  renderPanel,
}: {
  product: Pick<Product, 'record_type'> | null;
  renderPanel: (tab: ProductEditorTab) => ReactNode;
}) {
  const [hashTab, setTab] = useHashTab();
  // A disabled tab in the URL (e.g. #history on a new product) falls back to Details.
  const tab = isTabDisabled(hashTab, product) ? 'details' : hashTab;

  return (
    <ResponsiveTabs
      label="Product sections"
      value={tab}
      onChange={(v) => {
        if (isProductEditorTab(v) && !isTabDisabled(v, product)) setTab(v);
      }}
      tabs={EDITOR_TABS.map((t) => ({
        value: t.value,
        label: t.label,
        disabled: isTabDisabled(t.value, product),
        content: t.value === tab ? renderPanel(t.value) : null,
      }))}
    />
  );
}
