import type { Product } from '@partsflow/contracts';
import { ComingSoon } from '../../../../components/coming-soon/coming-soon.tsx';
import { LazyBoundary } from '../../../../components/lazy-boundary/lazy-boundary.tsx';
import { lazyNamed } from '../../../../lib/lazy-named.ts';
import type { BrandOption } from '../../api/lookups.ts';
import type { ProductEditorTab } from '../../utils/catalogue-urls.ts';
import { DetailsForm } from '../details/details-form.tsx';
import { detailsSignature } from '../details/details-form-values.ts';
import { HistoryTimeline } from '../history/history-timeline.tsx';
import { PricingForm } from '../pricing/pricing-form.tsx';
import { SettingsForm } from '../settings/settings-form.tsx';
import { ShippingTab } from '../shipping/shipping-tab.tsx';

// Attributes are reordered by drag and drop (dnd-kit): that tab loads when it is opened.
const AttributesTab = lazyNamed(() => import('../attributes/attributes-tab.tsx'), 'AttributesTab');

// Tabs delivered by a later issue say so plainly instead of showing sample data.
const LATER: Partial<Record<ProductEditorTab, { title: string; description: string }>> = {
  media: {
    title: 'Media',
    description: 'Image, document, video, 3D model and chart uploads arrive with the media issue.',
  },
  vehicles: {
    title: 'Vehicles',
    description: 'Vehicle applications and the vehicle picker arrive with the fitment issue.',
  },
  'cross-sell': {
    title: 'Cross-sell',
    description: 'Related products and their relationship types arrive with a later issue.',
  },
  parts: {
    title: 'Parts',
    description: 'The parts of an assembly and the Select Parts picker arrive with a later issue.',
  },
  assemblies: {
    title: 'Assemblies',
    description: 'The assemblies that use this part arrive with a later issue.',
  },
};

export interface EditorPanelProps {
  tab: ProductEditorTab;
  product: Product | null;
  isStaff: boolean;
  initialBrand?: BrandOption | null;
}

/** Fetches the code of the heavy tabs once the editor shows, so opening them does not wait for it. */
export function preloadEditorTabs() {
  AttributesTab.preload();
}

export function EditorPanel({ tab, product, isStaff, initialBrand }: EditorPanelProps) {
  const later = LATER[tab];
  if (later) return <ComingSoon title={`${later.title} is coming soon`} description={later.description} />;
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
        <LazyBoundary height={240} label="the attributes">
          <AttributesTab product={product} />
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
