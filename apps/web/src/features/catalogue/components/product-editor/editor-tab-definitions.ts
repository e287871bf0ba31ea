import type { Product } from '@partsflow/contracts';
import type { ProductEditorTab } from '../../utils/catalogue-urls.ts';

export interface EditorTabDefinition {
  value: ProductEditorTab;
  label: string;
}

export const EDITOR_TABS: EditorTabDefinition[] = [
  { value: 'details', label: 'Details' },
  { value: 'media', label: 'Media' },
  { value: 'attributes', label: 'Attributes' },
  { value: 'vehicles', label: 'Vehicles' },
  { value: 'shipping', label: 'Shipping & Handling' },
  { value: 'pricing', label: 'Pricing' },
  { value: 'cross-sell', label: 'Cross-sell' },
  { value: 'parts', label: 'Parts' },
  { value: 'assemblies', label: 'Assemblies' },
  { value: 'settings', label: 'Settings' },
  { value: 'history', label: 'History' },
];

/**
 * Spec section 2: only Details until the product is saved; Parts is for assemblies (a Part has no parts) and
 * Assemblies is for parts (an Assembly is not inside assemblies).
 */
export function isTabDisabled(tab: ProductEditorTab, product: Pick<Product, 'record_type'> | null): boolean {
  if (tab === 'details') return false;
  if (!product) return true;
  if (tab === 'parts') return product.record_type === 'Part';
  if (tab === 'assemblies') return product.record_type === 'Assembly';
  return false;
}
