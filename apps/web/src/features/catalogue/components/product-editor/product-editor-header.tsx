import type { Product } from '@partsflow/contracts';
import { ActionIcon, Anchor, Breadcrumbs, Group, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ProductIssuesDrawer } from '../issues/product-issues-drawer.tsx';
import { catalogueUrls } from '../../utils/catalogue-urls.ts';
import { ToolsMenu } from './tools-menu.tsx';

function IssuesButton({ product }: { product: Product }) {
  const [opened, { open, close }] = useDisclosure(false);
  const { open_count, resolved_count } = product.product_issues;
  if (open_count + resolved_count === 0) return null;
  const label = open_count > 0 ? `Product issues: ${open_count} open` : 'Product issues: all resolved';
  return (
    <>
      <Tooltip label={label}>
        <ActionIcon
          variant="light"
          color={open_count > 0 ? 'red' : 'gray'}
          size="lg"
          aria-label={label}
          onClick={open}
        >
          <IconAlertTriangle size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <ProductIssuesDrawer productId={product.id} opened={opened} onClose={close} />
    </>
  );
}

/** Breadcrumb (Home, Products, SKU or New), the title, the issues icon and the Tools menu. */
export function ProductEditorHeader({ product }: { product: Product | null }) {
  return (
    <Group justify="space-between" align="flex-end" mb="md" gap="sm">
      <div>
        <Breadcrumbs separatorMargin={6} mb={4}>
          <Anchor component={Link} to="/" size="sm">
            Home
          </Anchor>
          <Anchor component={Link} to={catalogueUrls.products()} size="sm">
            Products
          </Anchor>
          <Text size="sm">{product ? product.sku : 'New'}</Text>
        </Breadcrumbs>
        <Title order={1} size="h2">
          {product ? product.title || product.sku : 'New Product'}
        </Title>
        {product && (
          <Text size="sm" c="dimmed">
            {product.brand.name}
            {product.sub_brand ? ` / ${product.sub_brand.name}` : ''} · {product.record_type}
          </Text>
        )}
      </div>
      {product && (
        <Group gap="xs">
          <IssuesButton product={product} />
          <ToolsMenu product={product} />
        </Group>
      )}
    </Group>
  );
}
