import { Stack } from '@mantine/core';
import type { Product } from '@partsflow/contracts';
import { LazyBoundary } from '../../../../components/lazy-boundary/lazy-boundary.tsx';
import { lazyNamed } from '../../../../lib/lazy-named.ts';
import { VehiclesTab } from '../../../fitment/index.ts';
import type { BrandOption } from '../../api/lookups.ts';
import type { ProductEditorTab } from '../../utils/catalogue-urls.ts';
import { DetailsForm } from '../details/details-form.tsx';
import { detailsSignature } from '../details/details-form-values.ts';
import { HistoryTimeline } from '../history/history-timeline.tsx';
import { PricingForm } from '../pricing/pricing-form.tsx';
import { SettingsForm } from '../settings/settings-form.tsx';
import { ShippingTab } from '../shipping/shipping-tab.tsx';
import { CrossSellTab } from '../cross-sell/cross-sell-tab.tsx';
import { AssembliesTab } from '../parts/assemblies-tab.tsx';
import { PartsTab } from '../parts/parts-tab.tsx';
import { ComponentAttributesCard } from '../parts/component-attributes-card.tsx';

// Attributes are reordered by drag and drop (dnd-kit): that tab loads when it is opened.
const AttributesTab = lazyNamed(() => import('../attributes/attributes-tab.tsx'), 'AttributesTab');
// The dropzone and its styles load with the Media tab.
const MediaTab = lazyNamed(() => import('../media/media-tab.tsx'), 'MediaTab');

export interface EditorPanelProps {
  tab: ProductEditorTab;
  product: Product | null;
  isStaff: boolean;
  initialBrand?: BrandOption | null;
}

/** Fetches the code of the heavy tabs once the editor shows, so opening them does not wait for it. */
export function preloadEditorTabs() {
  AttributesTab.preload();
  VehiclesTab.preload();
}

export function EditorPanel({ tab, product, isStaff, initialBrand }: EditorPanelProps) {
  if (tab === 'details' || !product) {
    // Remounted when the stored details change (a save, a revert) so the fields show what is stored; other
    // changes to the product (a new GTIN) leave the form and its open drawer alone.
    return (
      <DetailsForm
        key={product ? detailsSignature(product) : `new:${initialBrand?.slug ?? ''}`}
        product={product}
        isStaff={isStaff}
        initialBrand={initialBrand}
      />
    );
  }
  const key = `${product.id}:${product.updated_at}`;
  switch (tab) {
    case 'attributes':
      return (
        <Stack gap="lg">
          <LazyBoundary height={240} label="the attributes">
            <AttributesTab product={product} />
          </LazyBoundary>
          {product.record_type === 'Assembly' && <ComponentAttributesCard product={product} />}
        </Stack>
      );
    case 'vehicles':
      return (
        <LazyBoundary height={240} label="the vehicle applications">
          <VehiclesTab product={product} />
        </LazyBoundary>
      );
    case 'cross-sell':
      return <CrossSellTab product={product} />;
    case 'parts':
      return <PartsTab product={product} />;
    case 'assemblies':
      return <AssembliesTab product={product} />;
    case 'media':
      return (
        <LazyBoundary height={240} label="the media">
          <MediaTab product={product} />
        </LazyBoundary>
      );
    case 'shipping':
      return <ShippingTab product={product} />;
    case 'pricing':
      return <PricingForm key={key} product={product} />;
    case 'settings':
      return <SettingsForm key={key} product={product} isStaff={isStaff} />;
    case 'history':
      return <HistoryTimeline product={product} />;
    default:
      return null;
  }
}
