import type { Product } from '@partsflow/contracts';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconCopy, IconDownload, IconShoppingBag } from '@tabler/icons-react';
import { apiPaths } from '../../api/paths.ts';

/**
 * Tools: Download CSV works now (the edit URL with its trailing "edit" replaced by ".csv", served by the API);
 * the copy and listing tools arrive with a later issue and are shown disabled rather than faked.
 */
export function ToolsMenu({ product }: { product: Pick<Product, 'slug' | 'brand' | 'has_listing'> }) {
  return (
    <Menu shadow="md" width={260} position="bottom-end">
      <Menu.Target>
        <Button variant="default" rightSection={<IconChevronDown size={14} aria-hidden />}>
          Tools
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} disabled>
          Copy from Product
        </Menu.Item>
        <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} disabled>
          Copy to Products
        </Menu.Item>
        <Menu.Item leftSection={<IconShoppingBag size={16} aria-hidden />} disabled>
          {product.has_listing ? 'Edit Marketplace Listing' : 'Create Marketplace Listing'}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          component="a"
          href={apiPaths.productCsv(product.brand.slug, product.slug)}
          download
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          Download CSV
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
