import type { MerchantProduct } from '@partsflow/contracts';
import { Badge, Group, Text } from '@mantine/core';
import { StatusBadge } from '../../../../components/status-badge/status-badge.tsx';
import classes from './my-products.module.css';

// Light badges: shade 9 on shade 0 (green 9 on green 0 falls short of 4.5:1, so Synced is violet).
export const STATUS_COLORS = { Synced: 'violet', Linked: 'blue', 'Not Linked': 'gray' } as const;

/** One My Products card (grid or list variant): opens the product overlay. */
export function MerchantProductCard({
  product,
  exact,
  onOpen,
}: {
  product: MerchantProduct;
  /** The search term is exactly this product's SKU (or a variant's): the card gets a highlighted border. */
  exact: boolean;
  onOpen: () => void;
}) {
  const variantSkus = product.variants.map((v) => v.sku).filter((s) => s !== product.sku);
  return (
    <button
      type="button"
      className={classes.card}
      data-testid="merchant-product-card"
      data-exact={exact || undefined}
      onClick={onOpen}
    >
      <div className={classes.media}>
        {product.image ? (
          <img src={product.image} alt="" loading="lazy" />
        ) : (
          <Text size="xs" c="dimmed">
            No image
          </Text>
        )}
        <span className={classes.hover}>View Details</span>
      </div>
      <div className={classes.body}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} lineClamp={1}>
          {product.brand || '—'}
        </Text>
        <Text component="h3" size="sm" fw={600} lineClamp={2} title={product.title} m={0}>
          {product.title}
        </Text>
        <Text size="xs" ff="monospace" lineClamp={1}>
          {product.sku}
        </Text>
        {variantSkus.length > 0 && (
          <Text size="xs" ff="monospace" c="dimmed" lineClamp={1}>
            {variantSkus.join(', ')}
          </Text>
        )}
        <Group gap={4} mt={6}>
          <StatusBadge status={product.status} colors={STATUS_COLORS} />
          <Badge size="sm" variant="light" color={product.published ? 'teal' : 'gray'}>
            {product.published ? 'Published' : 'Unpublished'}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed" mt={4} lineClamp={1}>
          {product.store.name}
        </Text>
      </div>
    </button>
  );
}
