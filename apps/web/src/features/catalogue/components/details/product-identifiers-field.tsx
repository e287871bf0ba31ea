import type { Product } from '@partsflow/contracts';
import { Badge, Button, Group, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBarcode } from '@tabler/icons-react';
import { ProductNumberDrawer } from '../product-numbers/product-number-drawer.tsx';

/** Read-only default GTIN with the button that opens Product Number Management (count badge). */
export function ProductIdentifiersField({ product }: { product: Product }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Group align="flex-end" gap="xs">
        <TextInput
          label="Product Identifiers"
          readOnly
          value={product.default_gtin?.value ?? ''}
          placeholder="No GTIN"
          leftSection={<IconBarcode size={16} aria-hidden />}
          style={{ flex: 1, maxWidth: 360 }}
        />
        <Button
          variant="default"
          onClick={open}
          rightSection={
            <Badge
              size="sm"
              variant="filled"
              circle
              aria-label={`${product.product_numbers_count} product numbers`}
            >
              {product.product_numbers_count}
            </Badge>
          }
        >
          Manage Product Numbers
        </Button>
      </Group>
      <ProductNumberDrawer productId={product.id} opened={opened} onClose={close} />
    </>
  );
}
