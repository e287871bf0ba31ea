import type { Product } from '@partsflow/contracts';
import { Stack } from '@mantine/core';
import { CustomsCard } from './customs-card.tsx';
import { DangerousGoodsCard } from './dangerous-goods-card.tsx';
import { PackagesCard } from './packages-card.tsx';

export function ShippingTab({ product }: { product: Product }) {
  return (
    <Stack gap="md">
      <PackagesCard product={product} />
      <DangerousGoodsCard product={product} />
      <CustomsCard product={product} />
    </Stack>
  );
}
