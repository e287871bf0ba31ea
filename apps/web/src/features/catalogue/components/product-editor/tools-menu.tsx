import type { Product } from '@partsflow/contracts';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconCopy, IconDownload, IconShoppingBag } from '@tabler/icons-react';
import { MARKETPLACE_MESSAGES } from '@partsflow/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { serverMessageOr } from '../../../../lib/api-errors.ts';
import { urls } from '../../../../lib/urls.ts';
import { apiPaths } from '../../api/paths.ts';
import { useCreateMarketplaceListing } from '../../api/products.ts';
import { CopyFromModal, CopyToModal } from './copy-modals.tsx';

const m = MARKETPLACE_MESSAGES.listing;

/**
 * Tools: Download CSV (the edit URL with its trailing "edit" replaced by ".csv", served by the API) and Create
 * or Edit Marketplace Listing (the listing's edit page; a new one is made first when the product has none), and
 * Copy from Product / Copy to Products (their modals).
 */
export function ToolsMenu({
  product,
}: {
  product: Pick<Product, 'id' | 'sku' | 'slug' | 'brand' | 'has_listing' | 'listing_id'>;
}) {
  const [copy, setCopy] = useState<'from' | 'to' | null>(null);
  const navigate = useNavigate();
  const create = useCreateMarketplaceListing(product);
  const brand = product.brand.slug;
  const openListing = async () => {
    if (product.has_listing && product.listing_id) {
      void navigate(urls.catalogue.editListing(brand, product.listing_id));
      return;
    }
    const r = await mutateWithToast(create.mutateAsync(), {
      success: m.createdFromProduct,
      error: (e) => `${m.couldNotCreate}${serverMessageOr(e, 'Something went wrong')}`,
    });
    if (r.ok) void navigate(urls.catalogue.editListing(brand, r.data.id));
  };
  return (
    <>
      <Menu shadow="md" width={260} position="bottom-end">
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={14} aria-hidden />}>
            Tools
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => setCopy('from')}>
            Copy from Product
          </Menu.Item>
          <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => setCopy('to')}>
            Copy to Products
          </Menu.Item>
          <Menu.Item
            leftSection={<IconShoppingBag size={16} aria-hidden />}
            onClick={() => void openListing()}
          >
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
      <CopyFromModal product={product} opened={copy === 'from'} onClose={() => setCopy(null)} />
      <CopyToModal product={product} opened={copy === 'to'} onClose={() => setCopy(null)} />
    </>
  );
}
