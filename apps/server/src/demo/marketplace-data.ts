import type { ListingSeed } from '../modules/marketplace/index.ts';
import { BRANDS, PRODUCT_TYPES } from './catalogue-data.ts';
import type { GeneratedProduct } from './generator.ts';

/** The demo brand whose listings ask merchants to accept a seller agreement first. */
export const AGREEMENT_BRAND = 0;
export const AGREEMENT_TEXT =
  'Listings of this brand are sold at or above the recommended retail price, with the brand named as the manufacturer. ' +
  'Returns follow the brand warranty terms.';

const typeTitle = new Map(PRODUCT_TYPES.map((t) => [t.key, t.title]));

/**
 * The demo's listings of one generated batch: most marketplace brands' products in published listings, some
 * pairs of the same brand and type as two-variant listings (option: an attribute they share), a few pairs whose
 * option values repeat (invalid), a few drafts and hidden listings. Deterministic by position.
 */
export function planListings(
  generated: readonly GeneratedProduct[],
  ids: readonly number[],
  brandIds: readonly number[],
  teamIds: readonly number[],
): { seed: ListingSeed; positions: number[] }[] {
  const plans: { seed: ListingSeed; positions: number[] }[] = [];
  const product = (i: number) => {
    const p = generated[i]!;
    return {
      id: ids[i]!,
      sku: p.sku,
      title: p.title,
      priceCents: p.priceCents > 0 ? p.priceCents : null,
      costCents: p.costCents > 0 ? p.costCents : null,
      attributes: p.attributes.map((a) => ({ name: a.name, value: a.value })),
      alternates: p.numbers.filter((n) => n.type === 'alternate').map((n) => n.value),
      stocked: p.stock.some((s) => s.quantity > 0),
      image: null,
    };
  };
  for (let i = 0; i < generated.length; i++) {
    const p = generated[i]!;
    if (!BRANDS[p.brand]?.marketplace) continue;
    const n = plans.length;
    const next = generated[i + 1];
    let positions = [i];
    let options: string[] = [];
    if (n % 4 === 1 && next && next.brand === p.brand && next.type === p.type) {
      const shared = p.attributes.filter(
        (a) => a.value && next.attributes.some((b) => b.name === a.name && b.value),
      );
      const differing = shared.find((a) => next.attributes.find((b) => b.name === a.name)!.value !== a.value);
      const same = shared.find((a) => next.attributes.find((b) => b.name === a.name)!.value === a.value);
      const option = n % 40 === 1 ? (same ?? differing) : differing;
      if (option) {
        positions = [i, i + 1];
        options = [option.name];
        i++;
      }
    }
    const state = n % 30 === 29 ? 'draft' : 'published';
    plans.push({
      positions,
      seed: {
        teamId: teamIds[p.team]!,
        brandId: brandIds[p.brand]!,
        brand: BRANDS[p.brand]!.name,
        productType: typeTitle.get(p.type) ?? null,
        title: positions.length > 1 ? p.title.replace(/\s*-\s*[^-]*$/, '') || p.title : p.title,
        description: p.description,
        state,
        visible: state === 'published' && n % 50 !== 17,
        options,
        products: positions.map(product),
        createdAt: p.createdAt.toISOString(),
      },
    });
  }
  return plans;
}
