import { Alert, Anchor, Group, Loader, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { BrandEditor } from './brand-editor.tsx';
import { brandUrls } from './brand-urls.ts';
import { useBrand } from './brands-api.ts';
import { SubBrandsCard } from './sub-brands-card.tsx';

/** The admin brand page: Brand Settings (the brand editor), the brand's other pages, and its Sub-Brands. */
export function BrandPage({ brandId }: { brandId: number }) {
  const brand = useBrand(brandId);
  if (brand.isLoading) return <Loader />;
  if (brand.error || !brand.data)
    return <Alert color="red">This brand could not be found, or it belongs to another team.</Alert>;
  const b = brand.data;
  return (
    <Stack>
      <Group gap="md" style={{ rowGap: 4 }}>
        <Anchor component={Link} to={brandUrls.templates(b.slug)} size="sm">
          Attribute Templates
        </Anchor>
        <Anchor component={Link} to={brandUrls.activity(b.slug)} size="sm">
          Product Activity
        </Anchor>
        <Anchor component={Link} to={brandUrls.listings(b.slug)} size="sm">
          Marketplace Listings
        </Anchor>
      </Group>
      <BrandEditor brand={b} />
      <SubBrandsCard brandId={b.id} subBrands={b.sub_brands} />
    </Stack>
  );
}

/** Create Brand: the editor for a new brand (its page opens once it is saved). */
export function BrandNew() {
  return <BrandEditor brand={null} />;
}
