import { useParams } from 'react-router';
import { LazyBoundary } from '../../../../components/lazy-boundary/lazy-boundary.tsx';
import { PageHeader } from '../../../../components/page-header/page-header.tsx';
import {
  AttributesAdmin,
  BrandNew,
  BrandPage,
  BrandsList,
  useBrand,
} from '../../../../features/catalogue/index.ts';
import { useCurrentSession } from '../../../shell/session-context.tsx';

/** /catalogue/brands: the team's brands. */
export function BrandsPage() {
  const { user } = useCurrentSession();
  return (
    <>
      <PageHeader title="Brands" description="Your brands, their sub-brands, templates and listings." />
      <LazyBoundary height={320} label="Loading brands">
        <BrandsList userId={user.id} />
      </LazyBoundary>
    </>
  );
}

/** /catalogue/team/brands/new (spec: /team/brands/new): Create Brand. */
export function BrandNewPage() {
  return (
    <>
      <PageHeader title="Create Brand" description="Name the brand, add its logo and its seller agreement." />
      <LazyBoundary height={480} label="Loading the brand editor">
        <BrandNew />
      </LazyBoundary>
    </>
  );
}

/** /catalogue/brands/{id}: the admin brand page, Brand Settings and Sub-Brands. */
export function BrandSettingsPage() {
  const { id = '' } = useParams();
  const brandId = Number(id);
  const brand = useBrand(Number.isInteger(brandId) && brandId > 0 ? brandId : null);
  return (
    <>
      <PageHeader title="Brand Settings" description={brand.data?.name} />
      <LazyBoundary height={480} label="Loading the brand">
        <BrandPage brandId={brandId} />
      </LazyBoundary>
    </>
  );
}

/** /catalogue/admin/attributes: attribute titles, their data types and list values (staff). */
export function AttributesAdminPage() {
  return (
    <>
      <PageHeader
        title="Attributes"
        description="Product attributes: their data types and, for lists, their values."
      />
      <LazyBoundary height={480} label="Loading attributes">
        <AttributesAdmin />
      </LazyBoundary>
    </>
  );
}
