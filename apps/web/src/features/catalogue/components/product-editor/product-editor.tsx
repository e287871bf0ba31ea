import type { Product } from '@partsflow/contracts';
import type { BrandOption } from '../../api/lookups.ts';
import { useEffect } from 'react';
import { EditorPanel, preloadEditorTabs } from './editor-panel.tsx';
import { EditorTabs } from './editor-tabs.tsx';
import { ProductEditorHeader } from './product-editor-header.tsx';

/** The product editor: header, then the tab chosen by the URL hash. `product` null is a new product. */
export function ProductEditor({
  product,
  isStaff,
  initialBrand,
}: {
  product: Product | null;
  isStaff: boolean;
  initialBrand?: BrandOption | null;
}) {
  useEffect(preloadEditorTabs, []);
  return (
    <>
      <ProductEditorHeader product={product} />
      <EditorTabs
        product={product}
        renderPanel={(tab) => (
          <EditorPanel tab={tab} product={product} isStaff={isStaff} initialBrand={initialBrand} />
        )}
      />
    </>
  );
}
